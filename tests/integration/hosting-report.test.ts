/**
 * The hosting report through the API, with real local D1/R2 (worker/inspector/zip/hosting-report.ts):
 * the fixture apps of tests/fixtures/hosted-apps/ uploaded as a publisher does, and the report
 * each must get where the publisher and the admins read it — the upload's answer, a new version's
 * answer and the version list, My apps, and the admin's app view — in the reader's language.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hostingFindingMessage, type HostingReport } from "#contract/hosting-report.ts";
import { INSPECT_CHECK_IDS, type InspectCheck, type Inspection } from "#contract/schemas/publishing.ts";
import { api, CLIENT, member, type Member } from "../support/community.ts";
import { call } from "../support/http.ts";
import { fixtureFiles, uploadVersion, uploadZip, variantFiles } from "../support/hosted-app-fixture.ts";
import { zipOf } from "../support/hosted-app.ts";

let owner: Member;
let admin: Member;
let subPath: { id: string; slug: string; url: string; hosting: HostingReport; inspection: Inspection };

const brief = (report: HostingReport) =>
  report.findings.map(({ code, severity, file, line, subject }) => `${severity} ${code} ${file}:${line} ${subject}`);

beforeAll(async () => {
  [owner, admin] = await Promise.all([member({ name: "Petra Publisher" }), member({ role: "admin" })]);
  const created = await uploadZip(owner.token, zipOf(variantFiles("sub-path"), { folder: "project-notes/" }), {
    fields: { category: "productivity", name: "Project Notes" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  subPath = created.body.data as unknown as typeof subPath;
});

describe("an app written for a sub-path, uploaded", () => {
  it("is accepted (it is installable) and its answer carries the hosting report, worst first, with files and lines", () => {
    const origin = new URL(subPath.url).origin;
    expect(brief(subPath.hosting)).toStrictEqual([
      "breaks_at_runtime missing_file index.html:10 /notes-app/styles.css",
      "breaks_at_runtime missing_file index.html:13 /notes-app/app.js",
      "breaks_at_runtime sw_script_missing index.html:15 /notes-app/sw.js",
      "cosmetic missing_file index.html:9 /notes-app/icons/icon-192.png",
      "cosmetic missing_file index.html:22 /notes-app/img/banner.png",
      "cosmetic missing_file manifest.webmanifest:13 /notes-app/icons/icon-512.png",
    ]);
    expect(subPath.hosting.findings.find((finding) => finding.code === "sw_script_missing")).toMatchObject({
      path: "notes-app/sw.js",
      subPath: "/notes-app/",
    });
    expect(subPath.hosting.thirdParty.map((entry) => entry.origin)).toStrictEqual(["https://fonts.googleapis.com", "https://unpkg.com"]);
    expect(subPath.hosting.thirdParty.every((entry) => !entry.origin.startsWith(origin))).toBe(true);
    expect(subPath.hosting.truncated).toBe(false);
  });

  it("also answers the report card: every check Add by URL makes, judged on the app's own origin", async () => {
    const { inspection } = subPath;
    expect(inspection.checks.map((check) => check.id)).toStrictEqual([...INSPECT_CHECK_IDS]);
    expect(inspection.installable).toMatchObject({ verdict: true, outcome: "installable" });
    expect(new URL(inspection.finalUrl).origin).toBe(new URL(subPath.url).origin);
    // The fixture declares no screenshots and no categories: the card says what to improve.
    const failed = inspection.checks.filter((check) => !check.passed).map((check) => check.id);
    expect(failed).toEqual(expect.arrayContaining(["screenshots", "categories"]));
    expect(inspection.checks.filter((check) => check.level === "required").every((check) => check.passed)).toBe(true);
    expect(inspection.hosting).toStrictEqual(subPath.hosting);

    // My apps keeps the same checks with the app (its latest inspection), for the owner only.
    const mine = await api(`${CLIENT}/pwas/mine`, { token: owner.token });
    const items = (mine.body.data as { items: Array<{ id: string; health: { checks: InspectCheck[] } }> }).items;
    expect(items.find((item) => item.id === subPath.id)!.health.checks).toStrictEqual(inspection.checks);
  });

  it("keeps the report with the version, and My apps shows it on the app's card", async () => {
    const mine = await api(`${CLIENT}/pwas/mine`, { token: owner.token });
    expect(mine.response.status).toBe(200);
    const items = (mine.body.data as { items: Array<{ id: string; hosting: HostingReport | null }> }).items;
    const card = items.find((item) => item.id === subPath.id)!;
    expect(card.hosting).toStrictEqual(subPath.hosting);

    const versions = await api(`${CLIENT}/pwas/${subPath.id}/versions`, { token: owner.token });
    const list = (versions.body.data as { items: Array<{ hosting: HostingReport | null }> }).items;
    expect(list).toHaveLength(1);
    expect(list[0]!.hosting).toStrictEqual(subPath.hosting);
  });

  it("shows the admin the same report, which the admin reads in their own language", async () => {
    const detail = await api(`/api/admin/pwas/${subPath.id}`, { token: admin.token, headers: { "Accept-Language": "zh-CN" } });
    expect(detail.response.status).toBe(200);
    const hosting = (detail.body.data as { lastReport: { hosting: HostingReport } }).lastReport.hosting;
    expect(hosting).toStrictEqual(subPath.hosting);
    // Findings are stored as data: each reader gets them in their language.
    const sw = hosting.findings.find((finding) => finding.code === "sw_script_missing")!;
    expect(hostingFindingMessage(sw, "zh")).toContain("Service Worker");
    expect(hostingFindingMessage(sw, "en")).toContain("is not in the ZIP (notes-app/sw.js)");
  });

  it("shows none of it to another user", async () => {
    const stranger = await member();
    const versions = await api(`${CLIENT}/pwas/${subPath.id}/versions`, { token: stranger.token });
    expect(versions.response.status).toBe(404);
    expect(JSON.stringify(versions.body)).not.toContain("notes-app/sw.js");
  });
});

describe("a new version", () => {
  it("gets its own report: a service worker that precaches missing files breaks offline support, not install", async () => {
    const created = await uploadZip(owner.token, zipOf(fixtureFiles()), { fields: { category: "productivity", name: "Precache Notes" } });
    expect(created.status).toBe(201);
    const appId = created.body.data!.id;
    expect((created.body.data as unknown as { hosting: HostingReport }).hosting.findings).toStrictEqual([]);

    const answer = await uploadVersion(owner.token, appId, zipOf(variantFiles("broken-precache")), "2.0");
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const hosting = (answer.body.data as unknown as { hosting: HostingReport }).hosting;
    expect(brief(hosting)).toStrictEqual([
      "breaks_at_runtime missing_file sw.js:2 lib/idb-helpers.js",
      "breaks_at_runtime sw_precache_missing sw.js:8 /offline.html",
      "breaks_at_runtime sw_precache_missing sw.js:9 /notes-app/icons/icon-192.png",
    ]);

    // The list has both versions' reports; My apps shows the served (new) one.
    const versions = await api(`${CLIENT}/pwas/${appId}/versions`, { token: owner.token });
    const list = (versions.body.data as { items: Array<{ number: number; hosting: HostingReport | null }> }).items;
    expect(list.map((item) => [item.number, item.hosting?.findings.length])).toStrictEqual([
      [2, 3],
      [1, 0],
    ]);
    const mine = await api(`${CLIENT}/pwas/mine`, { token: owner.token });
    const card = (mine.body.data as { items: Array<{ id: string; hosting: HostingReport | null }> }).items.find(
      (item) => item.id === appId,
    )!;
    expect(card.hosting?.findings).toHaveLength(3);
  });

  it("a non-square icon, misdeclared, is a cosmetic warning that does not stop the upload", async () => {
    const created = await uploadZip(owner.token, zipOf(variantFiles("non-square-icon")), {
      fields: { category: "productivity", name: "Wide Notes" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hosting = (created.body.data as unknown as { hosting: HostingReport }).hosting;
    expect(brief(hosting)).toStrictEqual([
      "cosmetic icon_not_square icons/wide.png:null icons/wide.png",
      "cosmetic icon_size_mismatch manifest.webmanifest:12 icons/wide.png",
    ]);
  });
});

describe("a refused upload", () => {
  it("still carries the hosting report in the not-installable refusal, so the publisher sees everything at once", async () => {
    const files = variantFiles("sub-path", { "manifest.webmanifest": '{ "name": "No Icons", "start_url": "/", "display": "standalone" }' });
    const refused = await uploadZip(owner.token, zipOf(files), { fields: { category: "productivity", name: "No Icons" } });
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe("not_installable");
    const report = (refused.body as { report?: { hosting?: HostingReport } }).report;
    expect(report?.hosting?.findings.some((finding) => finding.code === "sw_script_missing")).toBe(true);
    // Nothing was stored for it.
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM apps WHERE name = 'No Icons'").first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});

describe("a start_url outside the upload (issue 40)", () => {
  it("is reported at upload with the fix, and the store launches the upload's entry page instead", async () => {
    const manifest = JSON.parse(new TextDecoder().decode(fixtureFiles()["manifest.webmanifest"]!)) as Record<string, unknown>;
    const written = { ...manifest, start_url: "/pwa-examples/js13kpwa/index.html", scope: "/pwa-examples/js13kpwa/" };
    const files = fixtureFiles({ "manifest.webmanifest": JSON.stringify(written, null, 2) });
    const created = await uploadZip(owner.token, zipOf(files), { fields: { category: "productivity", name: "Sub Path Start" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body.data as unknown as { id: string; url: string; hosting: HostingReport };
    expect(brief(data.hosting)).toStrictEqual([
      "breaks_at_runtime start_url_not_served manifest.webmanifest:6 /pwa-examples/js13kpwa/index.html",
    ]);
    expect(hostingFindingMessage(data.hosting.findings[0]!, "en")).toContain('the app\'s origin serves the manifest with start_url "/"');
    // What Open launches, what the detail page and My apps say: the entry page, which works.
    const row = await env.DB.prepare("SELECT start_url FROM apps WHERE id = ?").bind(data.id).first<{ start_url: string }>();
    expect(row?.start_url).toBe(data.url);
    expect(new URL(data.url).pathname).toBe("/");
    const mine = await api(`${CLIENT}/pwas/${data.id}`, { token: owner.token });
    expect((mine.body.data as { startUrl: string }).startUrl).toBe(data.url);
    // The manifest its origin serves says the same (ADR 0077): a browser's install from there opens
    // the entry page; scope follows, every other member is the author's.
    const served = await call(new URL("/manifest.webmanifest", data.url).href);
    expect(served.status).toBe(200);
    expect(await served.json()).toStrictEqual({ ...written, start_url: "/", scope: "/" });
    // The ZIP kept as uploaded is the author's, byte for byte.
    const kept = await env.DB.prepare("SELECT zip_key FROM app_versions WHERE app_id = ?").bind(data.id).first<{ zip_key: string }>();
    expect((await env.BUCKET.get(kept!.zip_key))?.size).toBe(zipOf(files).byteLength);

    // A version whose start_url works again launches there.
    const fixed = await uploadVersion(owner.token, data.id, zipOf(fixtureFiles()), "fixed");
    expect(fixed.status).toBe(201);
    const after = await env.DB.prepare("SELECT start_url FROM apps WHERE id = ?").bind(data.id).first<{ start_url: string }>();
    expect(after?.start_url).toBe(`${data.url}?source=pwa`);
    // …and its manifest is served as written.
    const again = await call(new URL("/manifest.webmanifest", data.url).href);
    expect(await again.text()).toBe(new TextDecoder().decode(fixtureFiles()["manifest.webmanifest"]));
  });
});
