/**
 * The feedback inbox of the admin area (docs/product.md#admin): GET /api/admin/feedback (by status,
 * search, paging, the sender's account), POST /feedback/:id/read, /unread, /archive, /unarchive and
 * DELETE /feedback/:id; each change audited in its own batch; the dashboard's `unreadFeedback`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueAddress } from "../support/http.ts";
import { api, CLIENT, errorFields, member, row, rows, run, type Member } from "../support/community.ts";

const INBOX = "/api/admin/feedback";

let admin: Member;
let sender: Member;

beforeAll(async () => {
  [admin, sender] = await Promise.all([member({ role: "admin" }), member({ name: "Fiona Feedback" })]);
});

const adminCall = (path: string, method = "GET") => api(`${INBOX}${path}`, { method, token: admin.token });

/** Sends feedback through the footer form's endpoint (signed in when `token`); answers its row id. */
async function sendFeedback(body: Record<string, unknown>, token?: string): Promise<number> {
  const { response } = await api(`${CLIENT}/feedback`, { method: "POST", body, token, headers: { "CF-Connecting-IP": uniqueAddress() } });
  expect(response.status).toBe(201);
  return (await row<{ id: number }>("SELECT id FROM feedback WHERE message = ? ORDER BY id DESC", String(body.message).trim()))!.id;
}

async function auditOf(id: number) {
  const found = await rows<{ action: string; actor_id: string; target_type: string; target_label: string; changes: string }>(
    "SELECT action, actor_id, target_type, target_label, changes FROM audit_log WHERE target_type = 'feedback' AND target_id = ? ORDER BY id",
    String(id),
  );
  return found.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) as Record<string, { from: unknown; to: unknown }> }));
}

const statusOf = async (id: number) => (await row<{ status: string }>("SELECT status FROM feedback WHERE id = ?", id))?.status ?? null;

describe("GET /api/admin/feedback", () => {
  it("lists one status newest first, with the sender's account when there is one, the tabs' counts and a search", async () => {
    const tag = `fb${crypto.randomUUID().slice(0, 8)}`;
    const anonymous = await sendFeedback({ message: `${tag} the search is slow`, email: "Reader@Example.com", rating: 2, page: "/store" });
    const signedIn = await sendFeedback({ message: `${tag} love the dark mode`, rating: 5, page: "/" }, sender.token);
    const archived = await sendFeedback({ message: `${tag} old news` });
    await run("UPDATE feedback SET status = 'archived' WHERE id = ?", archived);

    const { response, body } = await adminCall(`?q=${tag}`);
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, page: 1, statusCounts: { new: 2, read: 0, archived: 1 } });
    expect(body.data.items.map((item: { id: number }) => item.id)).toEqual([signedIn, anonymous]);
    expect(body.data.items[0]).toMatchObject({
      id: signedIn,
      message: `${tag} love the dark mode`,
      email: null,
      rating: 5,
      page: "/",
      locale: "en",
      status: "new",
      createdAt: expect.any(Number),
      user: { id: sender.id, name: "Fiona Feedback", email: sender.email },
    });
    expect(body.data.items[1]).toMatchObject({ id: anonymous, email: "reader@example.com", rating: 2, page: "/store", user: null });

    // Tabs, search over the address, the page and the sender's account; wildcards are literal.
    expect((await adminCall(`?q=${tag}&status=archived`)).body.data.items.map((item: { id: number }) => item.id)).toEqual([archived]);
    expect((await adminCall("?q=reader%40example.com")).body.data.items.map((item: { id: number }) => item.id)).toContain(anonymous);
    expect((await adminCall(`?q=${encodeURIComponent(sender.email)}`)).body.data.items.map((item: { id: number }) => item.id)).toEqual([
      signedIn,
    ]);
    expect((await adminCall(`?q=${tag}&pageSize=1&page=2`)).body.data).toMatchObject({ total: 2, items: [{ id: anonymous }] });
    expect((await adminCall("?q=%25%25")).body.data.total).toBe(0);

    const bad = await adminCall(`?status=spam&q=${"x".repeat(201)}`);
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(["q", "status"]);
  });

  it("is for administrators only", async () => {
    expect((await api(INBOX)).response.status).toBe(401);
    expect((await api(INBOX, { token: sender.token })).response.status).toBe(403);
    expect((await api(`${INBOX}/1/read`, { method: "POST", token: sender.token })).response.status).toBe(403);
  });
});

describe("reading, archiving and deleting", () => {
  it("moves a message read → unread → archived → read, each audited; refuses moves from the wrong status (409)", async () => {
    const id = await sendFeedback({ message: `Move me ${crypto.randomUUID().slice(0, 6)}` });
    const counts = async () => (await api("/api/admin/dashboard", { token: admin.token })).body.data.unreadFeedback as number;
    const unreadBefore = await counts();
    expect(unreadBefore).toBeGreaterThan(0);

    const read = await adminCall(`/${id}/read`, "POST");
    expect(read.response.status).toBe(200);
    expect(read.body).toMatchObject({ message: "Updated successfully", data: { id, status: "read" } });
    expect(await counts()).toBe(unreadBefore - 1);

    const twice = await adminCall(`/${id}/read`, "POST");
    expect(twice.response.status).toBe(409);
    expect(twice.body).toMatchObject({ success: false, reason: "not_allowed", status: "read" });
    expect((await adminCall(`/${id}/unarchive`, "POST")).response.status).toBe(409);

    expect((await adminCall(`/${id}/unread`, "POST")).body.data.status).toBe("new");
    expect(await counts()).toBe(unreadBefore);
    expect((await adminCall(`/${id}/archive`, "POST")).body.data.status).toBe("archived");
    expect((await adminCall(`/${id}/archive`, "POST")).response.status).toBe(409);
    expect((await adminCall(`/${id}/read`, "POST")).response.status).toBe(409);
    expect((await adminCall(`/${id}/unarchive`, "POST")).body.data.status).toBe("read");
    expect(await statusOf(id)).toBe("read");

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["feedback.read", { status: { from: "new", to: "read" } }],
      ["feedback.unread", { status: { from: "read", to: "new" } }],
      ["feedback.archive", { status: { from: "new", to: "archived" } }],
      ["feedback.unarchive", { status: { from: "archived", to: "read" } }],
    ]);
    expect(entries[0]).toMatchObject({
      actor_id: admin.id,
      target_type: "feedback",
      target_label: expect.stringMatching(/^#\d+ Move me /),
    });
  });

  it("archives a read message too, and answers 404 for unknown or malformed ids", async () => {
    const id = await sendFeedback({ message: `Read then archive ${crypto.randomUUID().slice(0, 6)}` });
    await adminCall(`/${id}/read`, "POST");
    expect((await adminCall(`/${id}/archive`, "POST")).body.data.status).toBe("archived");
    for (const path of ["/999999999/read", "/abc/read", "/0/archive", "/-1/unread", "/999999999"]) {
      const method = path.split("/").length === 2 ? "DELETE" : "POST";
      const missing = await adminCall(path, method);
      expect(missing.response.status, path).toBe(404);
    }
  });

  it("deletes a message for good, audited", async () => {
    const id = await sendFeedback({ message: `Delete me ${crypto.randomUUID().slice(0, 6)}` }, sender.token);
    const deleted = await adminCall(`/${id}`, "DELETE");
    expect(deleted.response.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: "Deleted successfully", data: { id } });
    expect(await statusOf(id)).toBeNull();
    expect(await auditOf(id)).toMatchObject([{ action: "feedback.delete", changes: { status: { from: "new", to: "deleted" } } }]);
    const again = await adminCall(`/${id}`, "DELETE");
    expect(again.response.status).toBe(404);
    expect(again.body.message).toBe("This feedback does not exist or was deleted.");
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe("POST /api/admin/feedback/bulk", () => {
  const bulk = (body: unknown, token = admin.token) => api(`${INBOX}/bulk`, { method: "POST", token, body });
  /** Rows written straight into D1 (the form's endpoint limits how often one address may send). */
  async function inbox(count: number, status = "new"): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const message = `Bulk ${crypto.randomUUID()} buy cheap watches`;
      await run("INSERT INTO feedback (message, status) VALUES (?, ?)", message, status);
      ids.push((await row<{ id: number }>("SELECT id FROM feedback WHERE message = ?", message))!.id);
    }
    return ids;
  }

  it("archives many messages with one call and an audit entry each; skips the gone and the wrong status", async () => {
    const ids = await inbox(3);
    const [archived] = await inbox(1, "archived");
    const { response, body } = await bulk({ ids: [...ids, archived, 999_999_999, ids[0]], action: "archive" });
    expect(response.status).toBe(200);
    expect(body.message).toBe("Updated successfully");
    expect(body.data).toEqual({
      done: ids,
      skipped: [
        { id: archived, code: "feedback_not_allowed" },
        { id: 999_999_999, code: "feedback_not_found" },
      ],
    });
    for (const id of ids) {
      expect(await statusOf(id)).toBe("archived");
      expect(await auditOf(id)).toMatchObject([
        { action: "feedback.archive", actor_id: admin.id, changes: { status: { from: "new", to: "archived" } } },
      ]);
    }
    expect(await auditOf(archived!)).toEqual([]);
  });

  it("deletes many for good, each audited", async () => {
    const ids = await inbox(2);
    const { body } = await bulk({ ids, action: "delete" });
    expect(body).toMatchObject({ message: "Deleted successfully", data: { done: ids, skipped: [] } });
    for (const id of ids) {
      expect(await statusOf(id)).toBeNull();
      expect(await auditOf(id)).toMatchObject([{ action: "feedback.delete", changes: { status: { from: "new", to: "deleted" } } }]);
    }
  });

  it("refuses an empty, oversized or malformed selection and an unknown action (400), and non-admins", async () => {
    const cases: [unknown, string[]][] = [
      [{ ids: [], action: "read" }, ["ids"]],
      [{ ids: Array.from({ length: 51 }, (_, i) => i + 1), action: "read" }, ["ids"]],
      [{ ids: ["1"], action: "read" }, ["ids.0"]],
      [{ ids: [1.5], action: "read" }, ["ids.0"]],
      [{ ids: [1], action: "explode" }, ["action"]],
      [{ ids: [1], action: "read", extra: true }, ["extra"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await bulk(body);
      expect(answer.response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer.body), JSON.stringify(body)).toEqual(fields);
    }
    const first = await bulk({ ids: [], action: "read" });
    expect(first.body.errors?.[0]?.message).toBe("Choose from 1 to 50 items.");
    expect((await bulk({ ids: [1], action: "read" }, sender.token)).response.status).toBe(403);
    expect((await api(`${INBOX}/bulk`, { method: "POST", body: { ids: [1], action: "read" } })).response.status).toBe(401);
  });
});
