/**
 * Apps in the admin area (docs/publishing.md#status-lifecycle: a new app is pending until an admin
 * approves it, rejection with a reason, broken apps seen by admins): GET /api/admin/pwas (filters,
 * tabs' counts, owner, report summary, broken mark), GET /pwas/:id (the full report), POST
 * /pwas/:id/approve and /reject through the transition table, the owner's notification and what the
 * store shows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { insertApp } from "../support/catalog.ts";
import { api, CLIENT, errorFields, member, notificationRows, row, type Member } from "../support/community.ts";

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
      actions: ["approve", "reject"],
    });
    expect(body.data.items[1]).toMatchObject({
      id: listed.id,
      status: "published",
      brokenSince: null,
      report: { installable: true, failedRequired: 0 },
      openReports: 1,
      actions: ["reject"],
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
    expect(approved.body.data).toMatchObject({ id: app.id, status: "published", statusReason: null, actions: ["reject"] });
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

    const again = await adminCall(`/${app.id}/approve`, { method: "POST" });
    expect(again.response.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, reason: "not_allowed", status: "published" });
    expect((await notificationRows(owner.id)).length).toBe(notes.length);
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
    expect(rejected.body.data).toMatchObject({ status: "rejected", statusReason: "Screenshots show another app.", actions: ["approve"] });

    const mine = await api(`${CLIENT}/pwas/mine`, { token: owner.token });
    expect(mine.body.data.items.find((item: { id: string }) => item.id === app.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Screenshots show another app.",
    });
    const note = (await api(`${CLIENT}/notifications`, { token: owner.token })).body.data.items[0];
    expect(note).toMatchObject({ kind: "app_rejected", body: "“Copycat” was not approved. Reason: Screenshots show another app." });

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
  });
});
