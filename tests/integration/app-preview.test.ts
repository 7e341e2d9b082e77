/**
 * An owner previews their listing in any status (issue 41: `/app/<slug>` was a 404 to the owner
 * of a pending app): GET /api/client/pwas/:id/preview answers the public detail's fields with the
 * status and the admin's reason, by id or slug, to the owner and admins; anyone else, a deleted
 * app and a key of another shape get the 404 of an unknown app. A preview is not a view.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AppPreview } from "#contract/publishing.ts";
import { insertApp } from "../support/catalog.ts";
import { api, member, row, type Member } from "../support/community.ts";

let owner: Member;
let admin: Member;
let stranger: Member;
let pending: Awaited<ReturnType<typeof insertApp>>;
let rejected: Awaited<ReturnType<typeof insertApp>>;
let deleted: Awaited<ReturnType<typeof insertApp>>;

const NOT_FOUND = { success: false, code: "publish_app_not_found" };

beforeAll(async () => {
  [owner, admin, stranger] = [await member(), await member({ role: "admin" }), await member()];
  pending = await insertApp({ name: "Preview Pending", status: "pending", developerId: owner.id });
  rejected = await insertApp({ name: "Preview Rejected", status: "rejected", statusReason: "Broken icon.", developerId: owner.id });
  deleted = await insertApp({ name: "Preview Deleted", status: "deleted", developerId: owner.id });
});

describe("GET /api/client/pwas/:id/preview", () => {
  it("answers the owner the detail page's fields and the status, by id and by slug", async () => {
    for (const key of [pending.id, pending.slug]) {
      const { response, body } = await api<AppPreview>(`pwas/${key}/preview`, { token: owner.token });
      expect(response.status, key).toBe(200);
      expect(body.data.status).toBe("pending");
      expect(body.data.statusReason).toBeNull();
      expect(body.data.app).toMatchObject({ id: pending.id, slug: pending.slug, name: "Preview Pending", startUrl: pending.startUrl });
      expect(body.data.app.features).toStrictEqual(["First feature", "Second feature"]);
    }
    // The public detail does not show it.
    expect((await api(`apps/${pending.slug}`)).response.status).toBe(404);
  });

  it("says why an admin rejected it", async () => {
    const { body } = await api<AppPreview>(`pwas/${rejected.id}/preview`, { token: owner.token });
    expect(body.data).toMatchObject({ status: "rejected", statusReason: "Broken icon." });
  });

  it("answers an admin, and no one else", async () => {
    expect((await api<AppPreview>(`pwas/${pending.slug}/preview`, { token: admin.token })).body.data.app.id).toBe(pending.id);
    const other = await api(`pwas/${pending.slug}/preview`, { token: stranger.token });
    expect(other.response.status).toBe(404);
    expect(other.body).toMatchObject(NOT_FOUND);
    expect((await api(`pwas/${pending.slug}/preview`)).response.status).toBe(401);
  });

  it("is a 404 for a deleted app, an unknown key and a key of another shape", async () => {
    for (const key of [deleted.id, "no-such-app", "a%20b", "x".repeat(101)]) {
      const { response, body } = await api(`pwas/${key}/preview`, { token: owner.token });
      expect(response.status, key).toBe(404);
      expect(body, key).toMatchObject(NOT_FOUND);
    }
  });

  it("is not counted as a view", async () => {
    const before = (await row<{ views: number }>("SELECT views FROM apps WHERE id = ?", pending.id))!.views;
    await api(`pwas/${pending.id}/preview`, { token: owner.token });
    expect((await row<{ views: number }>("SELECT views FROM apps WHERE id = ?", pending.id))!.views).toBe(before);
    expect(await row("SELECT * FROM app_view_days WHERE app_id = ?", pending.id)).toBeNull();
  });
});
