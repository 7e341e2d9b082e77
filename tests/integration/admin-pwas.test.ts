/**
 * Apps in the admin area (docs/publishing.md#status-lifecycle: a new app is pending until an admin
 * approves it, rejection with a reason, broken apps seen by admins; docs/product.md#admin):
 * GET /api/admin/pwas (filters, tabs' counts, owner, report summary, broken and featured marks),
 * GET /pwas/:id (the full report), POST /pwas/:id/approve, /reject, /publish and /unpublish through
 * the transition table, /feature and /unfeature within the settings' limit, PATCH /pwas/:id
 * (category and tags), DELETE /pwas/:id (the row kept as deleted, its files gone from R2); for each,
 * the owner's notification, the audit entry and what the store shows.
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetSettings } from "#worker/services/settings/read.ts";
import { insertApp } from "../support/catalog.ts";
import { api, CLIENT, errorFields, eventually, member, notificationRows, row, rows, run, type Member } from "../support/community.ts";

const PWAS = "/api/admin/pwas";

let admin: Member;
let owner: Member;

beforeAll(async () => {
  [admin, owner] = await Promise.all([member({ role: "admin", name: "Moderator" }), member({ name: "Olga Owner" })]);
});

/** A stored report card in the inspector's shape (a subset of its checks). */
function storedReport(installable: boolean) {
  return {
    url: "https://example.com/",
    finalUrl: "https://example.com/",
    redirects: [],
    manifestUrl: "https://example.com/manifest.json",
    manifest: null,
    checks: [
      { id: "https", level: "required", passed: true, message: "Served over HTTPS." },
      { id: "name", level: "required", passed: installable, message: installable ? "Named." : "The manifest has no name or short_name." },
      { id: "description", level: "recommended", passed: false, message: "No description." },
    ],
    installable: { verdict: installable, reasons: installable ? [] : ["The manifest has no name or short_name."] },
    serviceWorker: { detected: true, script: "/sw.js", foundIn: "inline" },
    images: [],
    warnings: ["icons[1]: invalid sizes"],
    duplicate: null,
    inspectedAt: 1_700_000_000_000,
  };
}

const adminCall = (path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  api(`${PWAS}${path}`, { ...options, token: admin.token });

const post = (id: string, action: string) => adminCall(`/${encodeURIComponent(id)}/${action}`, { method: "POST" });

interface AuditRow {
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_label: string;
  changes: string;
}

/** The audit entries about one target, oldest first, with their changes parsed. */
async function auditOf(targetId: string) {
  const found = await rows<AuditRow>(
    "SELECT actor_id, actor_email, action, target_type, target_label, changes FROM audit_log WHERE target_id = ? ORDER BY id",
    targetId,
  );
  return found.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) as Record<string, { from: unknown; to: unknown }> }));
}

/** Is the app listed in the store (its public page answers)? */
const listed = async (id: string) => (await api(`${CLIENT}/apps/${id}`)).response.status === 200;

describe("GET /api/admin/pwas", () => {
  it("lists apps of every status but deleted with owner, report summary, broken mark and open reports; pending first", async () => {
    const tag = `zeta${crypto.randomUUID().slice(0, 6)}`;
    const pending = await insertApp({
      name: `${tag} Pending`,
      status: "pending",
      developerId: owner.id,
      lastReport: storedReport(false),
      brokenSince: 1_700_000_100_000,
    });
    const listed = await insertApp({ name: `${tag} Listed`, developerId: owner.id, lastReport: storedReport(true) });
    await insertApp({ name: `${tag} Gone`, status: "deleted", developerId: owner.id });
    const reporter = await member();
    expect(
      (await api(`${CLIENT}/reports`, { method: "POST", token: reporter.token, body: { appId: listed.id, reason: "broken" } })).response
        .status,
    ).toBe(201);

    const { response, body } = await adminCall(`?q=${tag}`);
    expect(response.status).toBe(200);
    expect(body.data.items.map((item: { id: string }) => item.id)).toEqual([pending.id, listed.id]);
    expect(body.data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 24,
      statusCounts: { pending: 1, published: 1, rejected: 0, unpublished: 0, draft: 0, archived: 0 },
    });
    expect(body.data.items[0]).toMatchObject({
      id: pending.id,
      status: "pending",
      owner: { id: owner.id, name: "Olga Owner", email: owner.email },
      brokenSince: 1_700_000_100_000,
      report: {
        installable: false,
        passed: 1,
        total: 3,
        failedRequired: 1,
        reasons: ["The manifest has no name or short_name."],
        inspectedAt: 1_700_000_000_000,
      },
      openReports: 0,
      featured: false,
      actions: ["approve", "reject", "delete"],
    });
    expect(body.data.items[1]).toMatchObject({
      id: listed.id,
      status: "published",
      brokenSince: null,
      report: { installable: true, failedRequired: 0 },
      openReports: 1,
      actions: ["reject", "unlist", "feature", "delete"],
    });

    // Filters: status, broken, both; the search covers the owner's email too.
    expect((await adminCall(`?q=${tag}&status=published`)).body.data.items.map((item: { id: string }) => item.id)).toEqual([listed.id]);
    expect((await adminCall(`?q=${tag}&broken=true`)).body.data).toMatchObject({
      total: 1,
      items: [{ id: pending.id }],
      statusCounts: { pending: 1, published: 0 },
    });
    expect((await adminCall(`?q=${tag}&broken=false`)).body.data.items.map((item: { id: string }) => item.id)).toEqual([listed.id]);
    const byEmail = await adminCall(`?q=${encodeURIComponent(owner.email)}&status=pending`);
    expect(byEmail.body.data.items.map((item: { id: string }) => item.id)).toContain(pending.id);
    // LIKE wildcards are literal.
    expect((await adminCall("?q=%25")).body.data.total).toBe(0);
  });

  it("searches the developer name, the slug, the start URL and the owner's username, wildcards taken literally", async () => {
    const tag = `kappa${crypto.randomUUID().slice(0, 6)}`;
    const builder = await member({ name: "Builder" });
    const { username } = (await row<{ username: string }>("SELECT username FROM users WHERE id = ?", builder.id))!;
    // Each app carries the tag in one searched field only (the fixture's name is "Fixture N").
    const byDeveloper = await insertApp({ developerName: `Devhouse ${tag}` });
    const bySlug = await insertApp({ slug: `slugonly-${tag}`, startUrl: "https://elsewhere.example.org/" });
    const byUrl = await insertApp({ startUrl: `https://${tag}-host.example.net/start?source=pwa` });
    const byOwner = await insertApp({ developerId: builder.id });
    const found = async (q: string) =>
      ((await adminCall(`?q=${encodeURIComponent(q)}`)).body.data.items as { id: string }[]).map((item) => item.id).sort();

    expect(await found(`devhouse ${tag}`)).toEqual([byDeveloper.id]);
    expect(await found(`slugonly-${tag}`)).toEqual([bySlug.id]);
    expect(await found(`https://${tag}-host.example.net/start`)).toEqual([byUrl.id]);
    expect(await found(tag)).toEqual([byDeveloper.id, bySlug.id, byUrl.id].sort());
    expect(await found(username)).toEqual([byOwner.id]);
    // `_` and `%` match only themselves: neither stands for the `-` or the space of the values above.
    expect(await found(`slugonly_${tag}`)).toEqual([]);
    expect(await found(`Devhouse%${tag}`)).toEqual([]);
  });

  it("refuses an unknown status or broken value and a long search (400), clamps pageSize", async () => {
    const bad = await adminCall("?status=deleted&broken=maybe");
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(["broken", "status"]);
    expect((await adminCall(`?q=${"x".repeat(201)}`)).response.status).toBe(400);
    expect((await adminCall("?page=0")).response.status).toBe(400);
    expect((await adminCall("?pageSize=500")).body.data.pageSize).toBe(100);
  });
});

describe("GET /api/admin/pwas/:id", () => {
  it("answers the full report, complete enough to render, and 404 for deleted, unknown or malformed ids", async () => {
    const app = await insertApp({ status: "pending", developerId: owner.id, lastReport: storedReport(false), tags: ["notes"] });
    const { response, body } = await adminCall(`/${app.id}`);
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({
      id: app.id,
      tags: ["notes"],
      lastRefusal: null,
      lastReport: { installable: { verdict: false }, warnings: ["icons[1]: invalid sizes"] },
    });
    expect(body.data.lastReport.checks).toHaveLength(3);

    // A check that could not load the page keeps only the refusal: the card still has every member.
    const refused = await insertApp({
      status: "published",
      developerId: owner.id,
      lastReport: {
        url: "https://gone.example/",
        finalUrl: "https://gone.example/",
        redirects: [],
        refused: { reason: "timeout", message: "The site did not answer." },
        installable: { verdict: false, reasons: ["The site did not answer."] },
        checks: [],
        inspectedAt: 5,
      },
    });
    const refusedView = (await adminCall(`/${refused.id}`)).body.data;
    expect(refusedView.lastRefusal).toBe("The site did not answer.");
    expect(refusedView.lastReport).toMatchObject({ checks: [], warnings: [], images: [], redirects: [], installable: { verdict: false } });
    expect(refusedView.report).toMatchObject({ installable: false, total: 0, reasons: ["The site did not answer."] });

    const gone = await insertApp({ status: "deleted", developerId: owner.id });
    for (const id of [gone.id, "unknown-app", "bad!id"]) {
      const missing = await adminCall(`/${encodeURIComponent(id)}`);
      expect(missing.response.status).toBe(404);
      expect(missing.body.message).toBe("App not found.");
    }
  });
});

describe("POST /api/admin/pwas/:id/approve and /reject", () => {
  it("approves a pending app: listed in the store, the owner notified; a second approval is 409", async () => {
    const app = await insertApp({ name: "Queue Notes", status: "pending", developerId: owner.id });
    expect((await api(`${CLIENT}/apps/${app.id}`)).response.status).toBe(404);

    const approved = await adminCall(`/${app.id}/approve`, { method: "POST" });
    expect(approved.response.status).toBe(200);
    expect(approved.body.message).toBe("“Queue Notes” is approved and listed in the store.");
    expect(approved.body.data).toMatchObject({
      id: app.id,
      status: "published",
      statusReason: null,
      actions: ["reject", "unlist", "feature", "delete"],
    });
    expect((await row<{ published_at: number | null }>("SELECT published_at FROM apps WHERE id = ?", app.id))!.published_at).toEqual(
      expect.any(Number),
    );

    expect((await api(`${CLIENT}/apps/${app.id}`)).response.status).toBe(200);
    const notes = await notificationRows(owner.id);
    expect(notes[0]).toMatchObject({ kind: "app_approved" });
    expect(JSON.parse(notes[0]!.data)).toEqual({ appId: app.id, appSlug: app.slug, appName: "Queue Notes" });
    const listed = await api(`${CLIENT}/notifications`, { token: owner.token });
    expect(listed.body.data.items[0]).toMatchObject({
      kind: "app_approved",
      body: "“Queue Notes” is now listed in the store.",
      link: `/app/${app.slug}`,
    });

    // The audit log says who did it and what changed, only that.
    expect(await auditOf(app.id)).toEqual([
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: "app.approve",
        target_type: "app",
        target_label: "Queue Notes",
        changes: { status: { from: "pending", to: "published" } },
      },
    ]);

    const again = await adminCall(`/${app.id}/approve`, { method: "POST" });
    expect(again.response.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, reason: "not_allowed", status: "published" });
    expect((await notificationRows(owner.id)).length).toBe(notes.length);
    expect(await auditOf(app.id)).toHaveLength(1);
  });

  it("rejects with a reason the owner reads on /my-pwas and in the notification; refuses a missing or long reason", async () => {
    const app = await insertApp({ name: "Copycat", status: "pending", developerId: owner.id });
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }, { reason: "ok", status: "published" }]) {
      const refused = await adminCall(`/${app.id}/reject`, { method: "POST", body });
      expect(refused.response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await adminCall(`/${app.id}/reject`, { method: "POST", body: {} })).body.errors).toEqual([
      { field: "reason", message: "Please give a reason for the rejection" },
    ]);
    expect(
      (
        await adminCall(`/${app.id}/reject`, {
          method: "POST",
          body: "reason=x",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        })
      ).response.status,
    ).toBe(415);
    expect((await row<{ status: string }>("SELECT status FROM apps WHERE id = ?", app.id))!.status).toBe("pending");

    const rejected = await adminCall(`/${app.id}/reject`, { method: "POST", body: { reason: "  Screenshots show another app.  " } });
    expect(rejected.response.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: "rejected",
      statusReason: "Screenshots show another app.",
      actions: ["approve", "delete"],
    });

    const mine = await api(`${CLIENT}/pwas/mine`, { token: owner.token });
    expect(mine.body.data.items.find((item: { id: string }) => item.id === app.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Screenshots show another app.",
    });
    const note = (await api(`${CLIENT}/notifications`, { token: owner.token })).body.data.items[0];
    expect(note).toMatchObject({ kind: "app_rejected", body: "“Copycat” was not approved. Reason: Screenshots show another app." });
    expect((await auditOf(app.id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ["app.reject", { status: { from: "pending", to: "rejected" }, statusReason: { from: null, to: "Screenshots show another app." } }],
    ]);

    // Rejected twice: not allowed; approved after all: listed, the reason cleared.
    expect((await adminCall(`/${app.id}/reject`, { method: "POST", body: { reason: "Again" } })).response.status).toBe(409);
    const approved = await adminCall(`/${app.id}/approve`, { method: "POST" });
    expect(approved.body.data).toMatchObject({ status: "published", statusReason: null });
  });

  it("takes down a listed app with a reason; refuses drafts, archived, deleted and unknown apps", async () => {
    const listed = await insertApp({ status: "published", developerId: owner.id });
    const takedown = await adminCall(`/${listed.id}/reject`, { method: "POST", body: { reason: "Malware reported and confirmed." } });
    expect(takedown.body.data).toMatchObject({ status: "rejected" });
    expect((await api(`${CLIENT}/apps/${listed.id}`)).response.status).toBe(404);

    const draft = await insertApp({ status: "draft", developerId: owner.id });
    const archived = await insertApp({ status: "archived", developerId: owner.id });
    for (const id of [draft.id, archived.id]) {
      const refused = await adminCall(`/${id}/approve`, { method: "POST" });
      expect(refused.response.status).toBe(409);
      expect(refused.body.reason).toBe("not_allowed");
    }
    expect((await adminCall(`/${draft.id}/reject`, { method: "POST", body: { reason: "x" } })).response.status).toBe(409);
    const deleted = await insertApp({ status: "deleted", developerId: owner.id });
    expect((await adminCall(`/${deleted.id}/approve`, { method: "POST" })).response.status).toBe(404);
    expect((await adminCall("/unknown-app/approve", { method: "POST" })).response.status).toBe(404);
    expect((await adminCall("/bad!id/reject", { method: "POST", body: { reason: "x" } })).response.status).toBe(404);
  });

  it("lets only one of two concurrent decisions through", async () => {
    const app = await insertApp({ status: "pending", developerId: owner.id });
    const before = (await notificationRows(owner.id)).length;
    const [a, b] = await Promise.all([
      adminCall(`/${app.id}/approve`, { method: "POST" }),
      adminCall(`/${app.id}/approve`, { method: "POST" }),
    ]);
    expect([a.response.status, b.response.status].sort()).toEqual([200, 409]);
    expect((await notificationRows(owner.id)).length).toBe(before + 1);
    // The loser leaves no trace: one audit entry.
    expect(await auditOf(app.id)).toHaveLength(1);
  });
});

describe("POST /api/admin/pwas/:id/publish and /unpublish", () => {
  it("unpublishes a listed app (out of the store, unfeatured, the owner told) and publishes it again", async () => {
    const app = await insertApp({ name: "Lamp Notes", developerId: owner.id, featured: true });
    expect(await listed(app.id)).toBe(true);

    const unpublished = await post(app.id, "unpublish");
    expect(unpublished.response.status).toBe(200);
    expect(unpublished.body).toMatchObject({
      message: "Updated successfully",
      data: { status: "unpublished", featured: false, actions: ["reject", "relist", "delete"] },
    });
    expect(await listed(app.id)).toBe(false);
    const note = (await api(`${CLIENT}/notifications`, { token: owner.token })).body.data.items[0];
    expect(note).toMatchObject({
      kind: "app_unlisted",
      title: "Your app was unpublished",
      body: "The store team took “Lamp Notes” out of the store. It stays on My apps, where you can publish it again.",
      link: "/my-pwas",
    });
    // Its owner may list it again themselves.
    const mine = (await api(`${CLIENT}/pwas/${app.id}`, { token: owner.token })).body.data;
    expect(mine.actions).toContain("publish");

    const again = await post(app.id, "unpublish");
    expect(again.response.status).toBe(409);
    expect(again.body).toMatchObject({ reason: "not_allowed", status: "unpublished" });

    const published = await post(app.id, "publish");
    expect(published.response.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: "published", featured: false });
    expect(await listed(app.id)).toBe(true);
    expect((await notificationRows(owner.id))[0]).toMatchObject({ kind: "app_approved" });
    expect((await post(app.id, "publish")).response.status).toBe(409);

    expect((await auditOf(app.id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ["app.unpublish", { status: { from: "published", to: "unpublished" }, featured: { from: true, to: false } }],
      ["app.publish", { status: { from: "unpublished", to: "published" } }],
    ]);
  });

  it("refuses what the table does not allow: pending, draft, an app withdrawn as broken, unknown apps", async () => {
    const pending = await insertApp({ status: "pending", developerId: owner.id });
    for (const action of ["publish", "unpublish"]) {
      const refused = await post(pending.id, action);
      expect(refused.response.status, action).toBe(409);
      expect(refused.body).toMatchObject({ reason: "not_allowed", status: "pending" });
    }
    const draft = await insertApp({ status: "draft", developerId: owner.id });
    expect((await post(draft.id, "publish")).response.status).toBe(409);
    const broken = await insertApp({ status: "unpublished", statusReason: "broken", developerId: owner.id });
    const withdrawn = await post(broken.id, "publish");
    expect(withdrawn.response.status).toBe(409);
    expect(withdrawn.body.reason).toBe("broken");
    const deleted = await insertApp({ status: "deleted", developerId: owner.id });
    for (const id of [deleted.id, "unknown-app", "bad!id"]) {
      expect((await post(id, "publish")).response.status, id).toBe(404);
      expect((await post(id, "unpublish")).response.status, id).toBe(404);
    }
    expect(await auditOf(pending.id)).toEqual([]);
    expect(await auditOf(broken.id)).toEqual([]);
  });
});

describe("POST /api/admin/pwas/:id/feature and /unfeature", () => {
  /** Sets general.featuredLimit to `limit` (read by the Worker in this isolate once forgotten). */
  async function setFeaturedLimit(limit: number) {
    await run(
      "INSERT INTO settings (section, value) VALUES ('general', ?) ON CONFLICT(section) DO UPDATE SET value = excluded.value",
      JSON.stringify({ featuredLimit: limit }),
    );
    forgetSettings();
  }
  const featuredCount = async () =>
    (await row<{ n: number }>("SELECT count(*) AS n FROM apps WHERE featured = 1 AND status <> 'deleted'"))!.n;

  afterAll(async () => {
    await run("DELETE FROM settings WHERE section = 'general'");
    forgetSettings();
  });

  it("features listed apps up to the limit, refuses past it with the limit named, and frees a place on unfeature", async () => {
    const limit = (await featuredCount()) + 2;
    await setFeaturedLimit(limit);
    const [a, b, c] = await Promise.all([
      insertApp({ name: "Star A", developerId: owner.id }),
      insertApp({ name: "Star B" }),
      insertApp({ name: "Star C", developerId: owner.id }),
    ]);

    const first = await post(a.id, "feature");
    expect(first.response.status).toBe(200);
    expect(first.body).toMatchObject({
      message: "Updated successfully",
      data: { id: a.id, featured: true, actions: ["reject", "unlist", "unfeature", "delete"] },
    });
    expect((await api(`${CLIENT}/apps/${a.id}`)).body.data.featured).toBe(true);
    expect((await api(`${CLIENT}/notifications`, { token: owner.token })).body.data.items[0]).toMatchObject({
      kind: "app_featured",
      body: "“Star A” is now featured on the store's home page.",
      link: `/app/${a.slug}`,
    });
    expect(await auditOf(a.id)).toMatchObject([{ action: "app.feature", changes: { featured: { from: false, to: true } } }]);

    const twice = await post(a.id, "feature");
    expect(twice.response.status).toBe(409);
    expect(twice.body).toMatchObject({ reason: "already_featured", message: "This app is already featured." });

    // A store-curated app (no owner): featured, nobody to notify.
    expect((await post(b.id, "feature")).response.status).toBe(200);
    const notesBefore = (await notificationRows(owner.id)).length;
    const full = await post(c.id, "feature");
    expect(full.response.status).toBe(409);
    expect(full.body).toMatchObject({
      success: false,
      reason: "featured_limit",
      limit,
      message: `No more than ${limit} apps can be featured at once. Unfeature one first.`,
    });
    expect((await row<{ featured: number }>("SELECT featured FROM apps WHERE id = ?", c.id))!.featured).toBe(0);
    expect(await auditOf(c.id)).toEqual([]);
    expect((await notificationRows(owner.id)).length).toBe(notesBefore);

    const off = await post(a.id, "unfeature");
    expect(off.response.status).toBe(200);
    expect(off.body.data).toMatchObject({ featured: false, actions: ["reject", "unlist", "feature", "delete"] });
    expect((await notificationRows(owner.id))[0]).toMatchObject({ kind: "app_unfeatured" });
    expect((await post(a.id, "unfeature")).body).toMatchObject({ reason: "not_featured" });
    expect((await post(c.id, "feature")).response.status).toBe(200);
    expect(await featuredCount()).toBe(limit);

    // The list's filter: featured ones only, in the URL's terms.
    const featuredOnly = await adminCall(`?featured=yes&pageSize=100`);
    const ids = featuredOnly.body.data.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([b.id, c.id]));
    expect(ids).not.toContain(a.id);
    expect(featuredOnly.body.data.items.every((item: { featured: boolean }) => item.featured)).toBe(true);
    expect((await adminCall("?featured=no&pageSize=100")).body.data.items.map((item: { id: string }) => item.id)).toContain(a.id);
    expect((await adminCall("?featured=maybe")).response.status).toBe(400);

    await post(b.id, "unfeature");
    await post(c.id, "unfeature");
  });

  it("lets only one of two concurrent features take the last place", async () => {
    await setFeaturedLimit((await featuredCount()) + 1);
    const [d, e] = await Promise.all([insertApp({ name: "Race D" }), insertApp({ name: "Race E" })]);
    const answers = await Promise.all([post(d.id, "feature"), post(e.id, "feature")]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.response.status === 409)!.body.reason).toBe("featured_limit");
    const entries = [...(await auditOf(d.id)), ...(await auditOf(e.id))];
    expect(entries.map((entry) => entry.action)).toEqual(["app.feature"]);
    await post(d.id, "unfeature");
    await post(e.id, "unfeature");
  });

  it("features only listed apps; 404 for unknown apps", async () => {
    await setFeaturedLimit(48);
    const pending = await insertApp({ status: "pending", developerId: owner.id });
    const refused = await post(pending.id, "feature");
    expect(refused.response.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: "not_allowed", status: "pending" });
    expect((await post(pending.id, "unfeature")).response.status).toBe(409);
    for (const id of ["unknown-app", "bad!id"]) expect((await post(id, "feature")).response.status).toBe(404);
    const gone = await insertApp({ status: "deleted" });
    expect((await post(gone.id, "unfeature")).response.status).toBe(404);
  });
});

describe("PATCH /api/admin/pwas/:id", () => {
  it("changes category and tags with the owner's rules, tells the owner and audits the change", async () => {
    const app = await insertApp({ name: "Tag Me", developerId: owner.id, category: "utility", tags: ["old"] });
    const { response, body } = await adminCall(`/${app.id}`, {
      method: "PATCH",
      body: { categoryId: "productivity", tags: "Notes, offline , notes" },
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ message: "Updated successfully", data: { category: "productivity", tags: ["notes", "offline"] } });
    expect(await row("SELECT category_id, tags FROM apps WHERE id = ?", app.id)).toEqual({
      category_id: "productivity",
      tags: '["notes","offline"]',
    });
    expect((await api(`${CLIENT}/notifications`, { token: owner.token })).body.data.items[0]).toMatchObject({
      kind: "app_edited",
      body: "The store team changed the category or tags of “Tag Me”.",
    });
    expect(await auditOf(app.id)).toMatchObject([
      {
        action: "app.update",
        target_label: "Tag Me",
        changes: { categoryId: { from: "utility", to: "productivity" }, tags: { from: ["old"], to: ["notes", "offline"] } },
      },
    ]);

    // Tags alone, as an array; the same values again write nothing.
    expect((await adminCall(`/${app.id}`, { method: "PATCH", body: { tags: ["solo"] } })).body.data.tags).toEqual(["solo"]);
    const notes = (await notificationRows(owner.id)).length;
    const same = await adminCall(`/${app.id}`, { method: "PATCH", body: { tags: ["solo"], categoryId: "productivity" } });
    expect(same.response.status).toBe(200);
    expect(await auditOf(app.id)).toHaveLength(2);
    expect((await notificationRows(owner.id)).length).toBe(notes);
  });

  it("refuses bad bodies (400 with field errors), an inactive or unknown category, and unknown apps (404)", async () => {
    const app = await insertApp({ developerId: owner.id, tags: ["keep"] });
    const cases: [unknown, string[]][] = [
      [{}, ["categoryId"]],
      [{ categoryId: "Not A Slug!" }, ["categoryId"]],
      [{ tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }, ["tags"]],
      [{ tags: ["x".repeat(31)] }, ["tags"]],
      [{ tags: 5 }, ["tags"]],
      [{ tags: ["ok"], status: "published" }, ["status"]],
    ];
    for (const [body, fields] of cases) {
      const refused = await adminCall(`/${app.id}`, { method: "PATCH", body });
      expect(refused.response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(refused.body), JSON.stringify(body)).toEqual(fields);
    }
    expect((await adminCall(`/${app.id}`, { method: "PATCH", body: {} })).body.errors).toEqual([
      { field: "categoryId", message: "Choose a category or enter tags" },
    ]);

    await run(
      "INSERT INTO categories (id, name, icon, color_class, is_active) VALUES ('retired-cat', 'Retired', 'x', 'bg-slate-500', 0) ON CONFLICT DO NOTHING",
    );
    for (const categoryId of ["retired-cat", "no-such-category"]) {
      const refused = await adminCall(`/${app.id}`, { method: "PATCH", body: { categoryId } });
      expect(refused.response.status, categoryId).toBe(400);
      expect(errorFields(refused.body)).toEqual(["categoryId"]);
    }
    expect(await row("SELECT category_id, tags FROM apps WHERE id = ?", app.id)).toEqual({ category_id: "utility", tags: '["keep"]' });
    expect(await auditOf(app.id)).toEqual([]);

    const gone = await insertApp({ status: "deleted" });
    for (const id of [gone.id, "unknown-app", "bad!id"]) {
      expect((await adminCall(`/${encodeURIComponent(id)}`, { method: "PATCH", body: { tags: ["a"] } })).response.status, id).toBe(404);
    }
  });
});

describe("DELETE /api/admin/pwas/:id", () => {
  it("deletes as the owner would, tells the owner, audits it, and removes every object of the app from R2", async () => {
    const app = await insertApp({ name: "Hosted Doomed", status: "published", source: "hosted", developerId: owner.id, featured: true });
    // Two versions: one under the app's own prefix, one stored elsewhere (its keys name it).
    const own = Array.from({ length: 12 }, (_, index) => `apps/${app.id}/versions/v1/files/f${index}.txt`);
    const elsewhere = [`legacy/${app.id}/files/index.html`, `legacy/${app.id}/files/app.js`, `legacy/${app.id}.zip`];
    await Promise.all([...own, `apps/${app.id}/versions/v1/upload.zip`, ...elsewhere].map((key) => env.BUCKET.put(key, "x")));
    await env.BUCKET.put(`apps/${app.id}-other/keep.txt`, "keep");
    for (const [id, number, zip, files] of [
      [`${app.id}-v1`, 1, `apps/${app.id}/versions/v1/upload.zip`, `apps/${app.id}/versions/v1/files/`],
      [`${app.id}-v0`, 2, `legacy/${app.id}.zip`, `legacy/${app.id}/files/`],
    ] as const) {
      await run(
        "INSERT INTO app_versions (id, app_id, number, zip_key, files_prefix, zip_bytes, total_bytes, file_count) VALUES (?, ?, ?, ?, ?, 1, 1, 1)",
        id,
        app.id,
        number,
        zip,
        files,
      );
    }
    await run("UPDATE apps SET current_version_id = ? WHERE id = ?", `${app.id}-v1`, app.id);

    const { response, body } = await adminCall(`/${app.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Deleted successfully", data: { id: app.id } });
    expect(await row("SELECT status, featured, current_version_id FROM apps WHERE id = ?", app.id)).toEqual({
      status: "deleted",
      featured: 0,
      current_version_id: null,
    });
    expect(await row("SELECT count(*) AS n FROM app_versions WHERE app_id = ?", app.id)).toEqual({ n: 0 });
    expect((await api(`${CLIENT}/notifications`, { token: owner.token })).body.data.items[0]).toMatchObject({
      kind: "app_deleted",
      body: "The store team deleted “Hosted Doomed”. It is no longer in the store or on My apps.",
      link: null,
    });
    expect(await auditOf(app.id)).toMatchObject([
      { action: "app.delete", changes: { status: { from: "published", to: "deleted" }, featured: { from: true, to: false } } },
    ]);

    // The files go after the answer.
    const left = async () =>
      (await env.BUCKET.list({ prefix: `apps/${app.id}/` })).objects.length +
      (await env.BUCKET.list({ prefix: `legacy/${app.id}` })).objects.length;
    await eventually(async () => (await left()) === 0, "the app's objects to be removed");
    expect(await env.BUCKET.get(`apps/${app.id}-other/keep.txt`)).not.toBeNull();

    // Gone for the admin area and the owner alike.
    expect((await adminCall(`/${app.id}`)).response.status).toBe(404);
    expect((await adminCall(`/${app.id}`, { method: "DELETE" })).response.status).toBe(404);
    expect((await api(`${CLIENT}/pwas/${app.id}`, { token: owner.token })).response.status).toBe(404);
    expect(await listed(app.id)).toBe(false);
  });

  it("deletes an app in any status; 404 for unknown and malformed ids", async () => {
    for (const status of ["pending", "draft", "rejected", "archived"] as const) {
      const app = await insertApp({ status });
      const { response } = await adminCall(`/${app.id}`, { method: "DELETE" });
      expect(response.status, status).toBe(200);
      expect((await auditOf(app.id))[0]).toMatchObject({ action: "app.delete", changes: { status: { from: status, to: "deleted" } } });
    }
    for (const id of ["unknown-app", "bad!id"]) {
      expect((await adminCall(`/${encodeURIComponent(id)}`, { method: "DELETE" })).response.status).toBe(404);
    }
  });
});

describe("POST /api/admin/pwas/bulk", () => {
  const bulk = (body: unknown, token = admin.token) => api(`${PWAS}/bulk`, { method: "POST", token, body });
  const statusOf = async (id: string) =>
    (await row<{ status: string; status_reason: string | null }>("SELECT status, status_reason FROM apps WHERE id = ?", id)) ?? null;

  it("rejects many waiting apps with one reason: each owner told, each audited; skips the gone and the wrong status", async () => {
    const owners = await Promise.all([member(), member(), member()]);
    const queue: string[] = [];
    for (const [index, someone] of owners.entries()) {
      queue.push((await insertApp({ name: `Spam ${index}`, status: "pending", developerId: someone.id })).id);
    }
    const draft = await insertApp({ name: "Still a draft", status: "draft", developerId: owner.id });

    const { response, body } = await bulk({ ids: [...queue, draft.id, "gone-app", queue[0]], action: "reject", reason: " Spam. " });
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe("Updated successfully");
    expect(body.data).toEqual({
      done: queue,
      skipped: [
        { id: draft.id, code: "publish_not_allowed" },
        { id: "gone-app", code: "publish_app_not_found" },
      ],
    });
    for (const [index, id] of queue.entries()) {
      expect(await statusOf(id)).toEqual({ status: "rejected", status_reason: "Spam." });
      expect((await auditOf(id)).map((entry) => [entry.action, entry.actor_id, entry.changes])).toEqual([
        ["app.reject", admin.id, { status: { from: "pending", to: "rejected" }, statusReason: { from: null, to: "Spam." } }],
      ]);
      const notes = await notificationRows(owners[index]!.id);
      expect(notes[0]).toMatchObject({ kind: "app_rejected" });
    }
    expect(await statusOf(draft.id)).toEqual({ status: "draft", status_reason: null });
    expect(await auditOf(draft.id)).toEqual([]);
  });

  it("approves, unpublishes and publishes again many at once; the store lists them as it goes", async () => {
    const apps: string[] = [];
    for (const name of ["Bulk A", "Bulk B"]) apps.push((await insertApp({ name, status: "pending", developerId: owner.id })).id);

    expect((await bulk({ ids: apps, action: "approve" })).body.data).toEqual({ done: apps, skipped: [] });
    for (const id of apps) expect(await listed(id)).toBe(true);
    // Approving again: nothing to do, nothing written twice.
    expect((await bulk({ ids: apps, action: "approve" })).body.data).toEqual({
      done: [],
      skipped: apps.map((id) => ({ id, code: "publish_not_allowed" })),
    });
    expect((await bulk({ ids: apps, action: "unlist" })).body.data).toEqual({ done: apps, skipped: [] });
    for (const id of apps) expect(await listed(id)).toBe(false);
    expect((await bulk({ ids: apps, action: "relist" })).body.data).toEqual({ done: apps, skipped: [] });
    for (const id of apps) {
      expect(await listed(id)).toBe(true);
      expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["app.approve", "app.unpublish", "app.publish"]);
    }
  });

  it("refuses a rejection without reason, a bad selection or action, extra keys (400), and non-admins", async () => {
    const cases: [unknown, string[]][] = [
      [{ ids: ["abc"], action: "reject" }, ["reason"]],
      [{ ids: ["abc"], action: "reject", reason: "  " }, ["reason"]],
      [{ ids: ["abc"], action: "reject", reason: "x".repeat(501) }, ["reason"]],
      [{ ids: [], action: "approve" }, ["ids"]],
      [{ ids: Array.from({ length: 51 }, (_, i) => `app-${i}`), action: "approve" }, ["ids"]],
      [{ ids: ["bad!id"], action: "approve" }, ["ids.0"]],
      [{ ids: ["abc"], action: "delete" }, ["action"]],
      [{ ids: ["abc"], action: "feature" }, ["action"]],
      [{ ids: ["abc"], action: "approve", status: "published" }, ["status"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await bulk(body);
      expect(answer.response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer.body), JSON.stringify(body)).toEqual(fields);
    }
    expect((await bulk({ ids: ["abc"], action: "reject" })).body.errors).toEqual([
      { field: "reason", message: "Please give a reason for the rejection" },
    ]);
    expect((await bulk({ ids: ["abc"], action: "approve" }, owner.token)).response.status).toBe(403);
    expect((await api(`${PWAS}/bulk`, { method: "POST", body: { ids: ["abc"], action: "approve" } })).response.status).toBe(401);
  });
});
