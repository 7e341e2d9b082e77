/**
 * A flaky network is not a verdict (docs/decisions/0033-network-failures-are-not-verdicts.md):
 * fixture sites whose server closes the connection without answering — once (the retry gets the
 * resource) or every time (the checks that need it stay undecided, the inspection is
 * inconclusive, Add by URL answers 503 "try again" instead of 422 "not installable", the
 * re-inspection cron does not mark the app broken on one such check). A bare HTTP/1.0 server
 * that closes every connection (tests/setup/inspect-fixture-server.ts) serves a good app
 * through it all. Also here: every same-origin script read for the service worker, within
 * bounds, and the manifest's localized names shown to visitors in their language.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "#worker/index.ts";
import { createDb } from "#db/client.ts";
import { approveApp } from "#worker/services/publishing/lifecycle.ts";
import { RECHECK_CRON } from "#worker/services/publishing/recheck-rules.ts";
import type { FixtureStats } from "../support/inspect-fixtures.ts";
import { api, member, notificationRows, row, run } from "../support/community.ts";
import { call, jsonEnvelope } from "../support/http.ts";
import { checkOf, inspectionOf, signedInInspector } from "../support/inspect.ts";
import { addByUrl, addGenApp, PWAS, setGenState, type MyAppView } from "../support/publishing.ts";

const fixtures = inject("inspectFixtures");
const at = (prefix: string, name: string) => `${fixtures.baseUrl}/${prefix}/${name}/`;
const site = (name: string) => `${fixtures.baseUrl}/${name}/`;
const stats = async () => (await (await fetch(fixtures.statsUrl)).json()) as FixtureStats;
const hits = async (path: string) => (await stats()).hits[path] ?? 0;

let inspector: Awaited<ReturnType<typeof signedInInspector>>;

/** POST /pwas (add by URL), any status (the `api` helper takes every 5xx for a fault). */
async function addByUrlRaw(token: string, url: string, headers: Record<string, string> = {}) {
  const response = await call(PWAS, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ url, category: "productivity" }),
  });
  return { response, body: (await jsonEnvelope(response)) as Record<string, unknown> & { message: string } };
}

beforeAll(async () => {
  inspector = await signedInInspector(env, 2);
});

describe("a connection that fails once", () => {
  it("is tried again: the manifest and the icon arrive on the second try and the app is installable", async () => {
    const manifestPath = "/flaky/good/manifest.webmanifest";
    const iconPath = "/flaky/good/icon-512.png";
    const before = { manifest: await hits(manifestPath), icon: await hits(iconPath) };
    const report = inspectionOf(await inspector.inspect(at("flaky", "good")));
    expect(report.installable).toStrictEqual({ verdict: true, reasons: [], outcome: "installable", unreachable: [] });
    expect(report.checks.filter((check) => check.unreachable)).toEqual([]);
    // Each was asked twice: the first connection closed unanswered, the retry answered.
    expect(await hits(manifestPath)).toBe(before.manifest + 2);
    expect(await hits(iconPath)).toBe(before.icon + 2);
  });

  it("from a bare HTTP/1.0 server that closes every connection and drops each first request, page included", async () => {
    const report = inspectionOf(await inspector.inspect(`${fixtures.http10Url}/once/good/`));
    expect(report.installable.outcome).toBe("installable");
    expect(report.manifest?.name).toBe("Fixture Good");
    expect(report.images.filter((image) => image.role === "icon")).toMatchObject([{ downloaded: true, width: 512 }]);
    const counts = (await stats()).hits;
    expect(counts["http10:/once/good/"]).toBeGreaterThanOrEqual(2);
    expect(counts["http10:/once/good/manifest.webmanifest"]).toBeGreaterThanOrEqual(2);
  });

  it("the same HTTP/1.0 server, answering every time: installable, 8 runs out of 8", async () => {
    for (let run = 0; run < 8; run += 1) {
      const report = inspectionOf(await inspector.inspect(`${fixtures.http10Url}/good/`));
      expect(report.installable.outcome, `run ${run + 1}`).toBe("installable");
    }
  });
});

describe("a resource the network never delivers", () => {
  it("leaves the manifest's checks undecided: inconclusive, not 'not installable'", async () => {
    const report = inspectionOf(await inspector.inspect(at("unreachable-manifest", "good")));
    const message = `${at("unreachable-manifest", "good")}manifest.webmanifest could not be reached: the connection failed, and again when tried a second time.`;
    expect(report.installable).toStrictEqual({ verdict: false, reasons: [], outcome: "inconclusive", unreachable: [message] });
    expect(checkOf(report, "manifest_fetch")).toStrictEqual({
      id: "manifest_fetch",
      level: "required",
      passed: false,
      message,
      unreachable: true,
    });
    expect(checkOf(report, "name")).toMatchObject({ passed: false, message: "Not checked: the manifest could not be read." });
    expect(checkOf(report, "name").unreachable).toBeUndefined();
  });

  it("says so in Chinese", async () => {
    const report = inspectionOf(await inspector.inspect(at("unreachable-manifest", "good"), { headers: { "Accept-Language": "zh-CN" } }));
    expect(report.installable.unreachable).toEqual([
      `无法连接到 ${at("unreachable-manifest", "good")}manifest.webmanifest：连接失败，重试一次后仍然失败。`,
    ]);
  });

  it("an icon that cannot be reached: the icon check is undecided, the images say why", async () => {
    const report = inspectionOf(await inspector.inspect(at("unreachable-icons", "good")));
    expect(report.installable.outcome).toBe("inconclusive");
    expect(checkOf(report, "icon_download")).toMatchObject({ passed: false, unreachable: true });
    expect(report.installable.unreachable).toEqual([checkOf(report, "icon_download").message]);
    // Both install-icon candidates were tried; the recommended checks on images are undecided too.
    expect(report.images.filter((image) => image.role === "icon")).toMatchObject([
      { downloaded: false, unreachable: true },
      { downloaded: false, unreachable: true },
    ]);
    expect(checkOf(report, "icons_match").unreachable).toBe(true);
    expect(checkOf(report, "screenshots").unreachable).toBe(true);
  });

  it("next to a check the site itself fails: not installable, for that reason only", async () => {
    const report = inspectionOf(await inspector.inspect(at("unreachable-icons", "display-browser")));
    expect(report.installable.outcome).toBe("not_installable");
    expect(report.installable.reasons).toEqual([checkOf(report, "display").message]);
    expect(report.installable.unreachable).toEqual([checkOf(report, "icon_download").message]);
  });

  it("a 404 is the site's answer, never 'unreachable'", async () => {
    const report = inspectionOf(await inspector.inspect(site("manifest-404")));
    expect(report.installable.outcome).toBe("not_installable");
    expect(checkOf(report, "manifest_fetch").unreachable).toBeUndefined();
  });
});

describe("adding an app by URL over a flaky network", () => {
  it("adds it when a retry gets every resource", async () => {
    const owner = await member();
    await setGenState("flaky-add", "flaky");
    const { response, body } = await addByUrl(owner.token, `${fixtures.baseUrl}/gen/flaky-add/`);
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.data.health).toMatchObject({ installable: true });
  });

  it("answers 503 'try again' (Retry-After), not 422, when the manifest never arrives; nothing is created", async () => {
    const owner = await member();
    await setGenState("gone-add", "unreachable");
    const { response, body } = await addByUrlRaw(owner.token, `${fixtures.baseUrl}/gen/gone-add/`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(body).toMatchObject({ success: false, reason: "inconclusive", retryable: true });
    expect(body.message).toMatch(/^This app could not be judged yet: part of it could not be reached over the network/);
    expect(body.unreachable).toEqual([
      `${fixtures.baseUrl}/gen/gone-add/manifest.webmanifest could not be reached: the connection failed, and again when tried a second time.`,
    ]);
    expect((body.report as { installable: { outcome: string } }).installable.outcome).toBe("inconclusive");
    expect(await row("SELECT id FROM apps WHERE developer_id = ?", owner.id)).toBeNull();

    // In Chinese too.
    const chinese = await addByUrlRaw(owner.token, `${fixtures.baseUrl}/gen/gone-add/`, { "Accept-Language": "zh" });
    expect(chinese.response.status).toBe(503);
    expect(chinese.body.message).toMatch(/^暂时无法判定此应用/);
  });

  it("still answers 422 'not installable' for what the site gets wrong", async () => {
    const owner = await member();
    const { response, body } = await addByUrl(owner.token, site("display-browser"));
    expect(response.status).toBe(422);
    expect(body.reason).toBe("not_installable");
  });

  it("marks a page the network cannot reach as retryable in the 422", async () => {
    const answer = await inspector.inspect(at("unreachable-page", "good"));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ reason: "network", retryable: true });
    const notHtml = await inspector.inspect(`${fixtures.baseUrl}/not-html/`);
    expect(notHtml.body.reason).toBe("not_html");
    expect(notHtml.body).not.toHaveProperty("retryable");
  });
});

describe("the re-inspection cron and an unreachable site", () => {
  const DAY = 86_400_000;
  const start = Date.now();
  const runCron = async (scheduledTime: number) => {
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime, cron: RECHECK_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
  };
  const appRow = (id: string) =>
    row<{ status: string; broken_since: number | null; last_checked_at: number; last_report: string; manifest_hash: string }>(
      "SELECT status, broken_since, last_checked_at, last_report, manifest_hash FROM apps WHERE id = ?",
      id,
    );

  it("does not mark an app broken on one undecided check, but does on two in a row", async () => {
    const owner = await member();
    const app: MyAppView = await addGenApp(owner.token, "watched-net");
    expect((await approveApp(createDb(env.DB), { appId: app.id })).ok).toBe(true);
    // Only this app is due.
    await run("UPDATE apps SET last_checked_at = ? WHERE developer_id IS NOT NULL", start + 10 * DAY);
    await run("UPDATE apps SET last_checked_at = ? WHERE id = ?", start - 2 * DAY, app.id);
    const hash = (await appRow(app.id))!.manifest_hash;

    await setGenState("watched-net", "unreachable");
    await runCron(start);
    const once = (await appRow(app.id))!;
    expect(once).toMatchObject({ status: "published", broken_since: null, last_checked_at: start, manifest_hash: hash });
    expect(JSON.parse(once.last_report).installable.outcome).toBe("inconclusive");
    expect((await notificationRows(owner.id)).map((note) => note.kind)).toEqual(["app_approved"]);
    const view = await api<MyAppView>(`${PWAS}/${app.id}`, { token: owner.token });
    expect(view.body.data.health).toMatchObject({ installable: null, brokenSince: null });
    expect(view.body.data.health.reasons[0]).toMatch(/could not be reached/);

    await runCron(start + DAY);
    const twice = (await appRow(app.id))!;
    expect(twice).toMatchObject({ status: "published", broken_since: start + DAY });
    expect((await notificationRows(owner.id)).map((note) => note.kind)).toEqual(["app_broken", "app_approved"]);

    // Reachable again: fixed.
    await setGenState("watched-net", "ok");
    await runCron(start + 2 * DAY);
    expect((await appRow(app.id))!.broken_since).toBeNull();
  });
});

describe("service worker detection reads every same-origin script, within bounds", () => {
  it("finds a registration in the 15th script (past a module preload and a cross-origin script)", async () => {
    const report = inspectionOf(await inspector.inspect(site("many-scripts")));
    expect(report.serviceWorker).toStrictEqual({
      detected: true,
      script: `${site("many-scripts")}sw.js`,
      foundIn: `${site("many-scripts")}js/15.js`,
      scriptsChecked: 15,
      notScanned: [],
      scriptStatus: 200,
    });
    // The cross-origin script is not fetched (nor its host resolved).
    expect((await stats()).doh["cdn.pwa-fixture.example"]).toBeUndefined();
    expect(await hits("/many-scripts/js/2.js")).toBeGreaterThan(0);
  });

  it("stops at 20 scripts and names the ones it did not read", async () => {
    const report = inspectionOf(await inspector.inspect(site("too-many-scripts")));
    const skipped = [21, 22, 23, 24, 25].map((n) => `${site("too-many-scripts")}js/${n}.js`);
    expect(report.serviceWorker).toMatchObject({ detected: false, scriptsChecked: 20 });
    expect(report.serviceWorker.notScanned).toEqual(skipped.map((url) => ({ url, reason: "count_limit" })));
    expect(checkOf(report, "service_worker")).toMatchObject({ passed: false });
    expect(checkOf(report, "service_worker").message).toContain(`Not read, past the limit of 20 scripts: ${skipped.join(", ")}.`);
    expect(report.installable.outcome).toBe("installable");
  });

  it("stops at 2 MB of scripts in all", async () => {
    const report = inspectionOf(await inspector.inspect(site("big-scripts")));
    expect(report.serviceWorker).toMatchObject({
      detected: false,
      scriptsChecked: 3,
      notScanned: [{ url: `${site("big-scripts")}js/4.js`, reason: "bytes_limit" }],
    });
    expect(checkOf(report, "service_worker").message).toContain(`Not read, past 2 MB of scripts in all: ${site("big-scripts")}js/4.js.`);
  });
});

describe("the manifest's localized members", () => {
  it("are kept, by canonical language tag, with lang canonicalised", async () => {
    const report = inspectionOf(await inspector.inspect(site("localized")));
    expect(report.manifest).toMatchObject({
      name: "Fixture Lumen",
      lang: "en-US",
      nameLocalized: {
        fr: { value: "Fixture Bonne", lang: "fr", dir: "auto" },
        "zh-CN": { value: "固定装置", lang: "zh-Hans-CN", dir: "ltr" },
      },
      shortNameLocalized: { fr: { value: "Bonne", lang: "fr", dir: "auto" } },
      descriptionLocalized: { fr: { value: "Une PWA de test.", lang: "fr", dir: "auto" } },
      iconsLocalized: { fr: [{ src: `${site("localized")}icon-512.png`, sizes: "512x512", type: "image/png", purpose: "any" }] },
      shortcutsLocalized: { fr: [{ name: "Nouvelle note", url: `${site("localized")}new` }] },
    });
    expect(Object.keys(report.manifest!.nameLocalized!)).toEqual(["fr", "zh-CN"]);
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        'name_localized "not a tag" is not a language tag (such as en or zh-CN); it is ignored.',
        "name_localized.de.value must be a string, but it is a number; it is ignored.",
        `shortcuts_localized.fr[1].url "/elsewhere/" is outside the app's scope; it is ignored.`,
      ]),
    );
    expect(checkOf(report, "lang").message).toBe("lang is en-US (dir auto).");
  });

  it("name the app in the visitor's language on its card, its page and in search", async () => {
    const owner = await member();
    const { response, body } = await addByUrl(owner.token, site("localized"));
    expect(response.status, JSON.stringify(body)).toBe(201);
    const stored = await row<{ manifest_localized: string }>("SELECT manifest_localized FROM apps WHERE id = ?", body.data.id);
    expect(JSON.parse(stored!.manifest_localized)).toStrictEqual({
      name: { fr: "Fixture Bonne", "zh-CN": "固定装置" },
      shortName: { fr: "Bonne" },
      description: { fr: "Une PWA de test." },
      lang: "en-US",
    });
    expect((await approveApp(createDb(env.DB), { appId: body.data.id })).ok).toBe(true);
    const slug = body.data.slug;

    const zh = { "Accept-Language": "zh-CN,zh;q=0.9" };
    const detail = await api(`/api/client/apps/${slug}`, { headers: zh });
    expect(detail.body.data).toMatchObject({ name: "固定装置", description: "A fixture PWA that passes every check." });
    const search = await api<{ items: Array<{ slug: string; name: string }> }>(`/api/client/apps?q=Lumen`, { headers: zh });
    expect(search.body.data.items.find((item) => item.slug === slug)?.name).toBe("固定装置");
    const listing = await api<{ items: Array<{ slug: string; name: string }> }>("/api/client/apps?sort=new", { headers: zh });
    expect(listing.body.data.items.find((item) => item.slug === slug)?.name).toBe("固定装置");

    // English is the manifest's own language: its name, as the row has it.
    const en = await api(`/api/client/apps/${slug}`, { headers: { "Accept-Language": "en" } });
    expect(en.body.data).toMatchObject({ name: "Fixture Lumen", description: "A fixture PWA that passes every check." });
  });
});
