/**
 * History: GET /api/client/history, DELETE /history (clear), DELETE /history/:id (remove one).
 * Rows come from POST /api/client/apps/:id/open by a signed-in user; only the owner reads or
 * removes them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { insertApp } from "../support/catalog.ts";
import { CLIENT, api, member, row, rows, run, type Member } from "../support/community.ts";

let alice: Member;
let bob: Member;

beforeEach(async () => {
  [alice, bob] = await Promise.all([member(), member()]);
});

const open = (appId: string, token?: string) => api(`${CLIENT}/apps/${appId}/open`, { method: "POST", token });

describe("GET /history", () => {
  it("lists the caller's opens newest first with card data and opened time; nobody else's", async () => {
    const [first, second] = await Promise.all([insertApp({ name: "First Opened" }), insertApp({ name: "Second Opened" })]);
    await open(first.id, alice.token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await open(second.id, alice.token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await open(first.id, alice.token);
    await open(second.id, bob.token);
    await open(second.id); // anonymous: counted, no history

    const { response, body } = await api(`${CLIENT}/history`, { token: alice.token });
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ total: 3, page: 1, pageSize: 24 });
    const items = body.data.items as { id: number; openedAt: number; app: { id: string; name: string } }[];
    expect(items.map((item) => item.app.name)).toEqual(["First Opened", "Second Opened", "First Opened"]);
    expect(items[0]!.openedAt).toBeGreaterThan(items[1]!.openedAt);
    expect(items[1]!.openedAt).toBeGreaterThan(items[2]!.openedAt);
    expect((await api(`${CLIENT}/history`, { token: bob.token })).body.data.total).toBe(1);
  });

  it("leaves out opens of apps no longer published", async () => {
    const app = await insertApp();
    await open(app.id, alice.token);
    await run("UPDATE apps SET status = 'unpublished' WHERE id = ?", app.id);
    expect((await api(`${CLIENT}/history`, { token: alice.token })).body.data).toMatchObject({ total: 0, items: [] });
  });

  it("needs a token", async () => {
    const { response, body } = await api(`${CLIENT}/history`);
    expect(response.status).toBe(401);
    expect(body).toEqual({ success: false, code: "unauthorized", message: "Unauthorized access" });
  });
});

describe("DELETE /history/:id and DELETE /history", () => {
  it("removes one entry of the caller's; another user's entry is not found and stays", async () => {
    const app = await insertApp();
    await open(app.id, alice.token);
    await open(app.id, bob.token);
    const [mine] = await rows<{ id: number }>("SELECT id FROM history WHERE user_id = ?", alice.id);
    const [bobs] = await rows<{ id: number }>("SELECT id FROM history WHERE user_id = ?", bob.id);

    const stolen = await api(`${CLIENT}/history/${bobs!.id}`, { method: "DELETE", token: alice.token });
    expect(stolen.response.status).toBe(404);
    expect(stolen.body.message).toBe("History entry not found.");
    expect(await row("SELECT id FROM history WHERE id = ?", bobs!.id)).not.toBeNull();

    const removed = await api(`${CLIENT}/history/${mine!.id}`, { method: "DELETE", token: alice.token });
    expect(removed.response.status).toBe(200);
    expect(removed.body).toMatchObject({ message: "Removed from your history.", data: { id: mine!.id } });
    expect(await row("SELECT id FROM history WHERE id = ?", mine!.id)).toBeNull();
    expect((await api(`${CLIENT}/history/${mine!.id}`, { method: "DELETE", token: alice.token })).response.status).toBe(404);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999999999999"])("answers 404 for the id %s", async (id) => {
    expect((await api(`${CLIENT}/history/${id}`, { method: "DELETE", token: alice.token })).response.status).toBe(404);
  });

  it("clears all of the caller's history and only theirs", async () => {
    const [a, b] = await Promise.all([insertApp(), insertApp()]);
    await open(a.id, alice.token);
    await open(b.id, alice.token);
    await open(a.id, bob.token);
    const cleared = await api(`${CLIENT}/history`, { method: "DELETE", token: alice.token });
    expect(cleared.body).toMatchObject({ success: true, message: "Your history was cleared.", data: { removed: 2 } });
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM history WHERE user_id = ?", alice.id))!.n).toBe(0);
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM history WHERE user_id = ?", bob.id))!.n).toBe(1);
    expect((await api(`${CLIENT}/history`, { method: "DELETE", token: alice.token })).body.data.removed).toBe(0);
    expect((await api(`${CLIENT}/history`, { method: "DELETE" })).response.status).toBe(401);
  });
});
