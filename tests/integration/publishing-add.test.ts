/**
 * POST /api/client/pwas (add by URL) against fixture apps on loopback: the server inspects the
 * address itself, refuses what Chromium would not install and what is already listed, and creates
 * the app pending (or listed, with AUTO_APPROVE_APPS) with the manifest's fields under the owner's
 * edits and the report card kept.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { approveApp } from "#worker/services/publishing/lifecycle.ts";
import { addAppByUrl } from "#worker/services/publishing/add-by-url.ts";
import { loadConfig } from "#worker/lib/config.ts";
import { createDb } from "#db/client.ts";
import { api, member, row } from "../support/community.ts";
import { callWithEnv, jsonEnvelope } from "../support/http.ts";
import { addByUrl, addGenApp, fixtures, genUrl, PWAS } from "../support/publishing.ts";

const site = (name: string) => `${fixtures().baseUrl}/${name}/`;

describe("adding a good app", () => {
  it("creates it pending with the manifest's fields, the owner's edits on top, and the report kept", async () => {
    const owner = await member({ name: "Ada Lovelace" });
    const { response, body } = await addByUrl(owner.token, genUrl("lantern"), {
      description: "My own words.",
      tags: "Notes, offline",
      websiteUrl: "https://lantern.example/",
      screenshots: [`${genUrl("lantern")}narrow.webp`],
    });
    expect(response.status).toBe(201);
    expect(body.message).toBe("PWA added successfully!");
    expect(body.data).toMatchObject({
      slug: "fixture-lantern",
      name: "Fixture lantern",
      description: "My own words.",
      category: "productivity",
      tags: ["notes", "offline"],
      websiteUrl: "https://lantern.example/",
      source: "url",
      status: "pending",
      verified: false,
      actions: ["unpublish", "edit", "delete"],
      health: { brokenSince: null, installable: true, withdrawn: false },
    });
    const stored = await row<Record<string, unknown>>("SELECT * FROM apps WHERE id = ?", body.data.id);
    expect(stored).toMatchObject({
      developer_id: owner.id,
      developer_name: "Ada Lovelace",
      manifest_id: genUrl("lantern"),
      start_url: `${genUrl("lantern")}?source=pwa`,
      icon: `${genUrl("lantern")}icon-512.png`,
      status: "pending",
      published_at: null,
    });
    expect(JSON.parse(String(stored!.screenshots)).map((shot: { src: string }) => shot.src)).toEqual([`${genUrl("lantern")}narrow.webp`]);
    const report = JSON.parse(String(stored!.last_report));
    expect(report).toMatchObject({ url: genUrl("lantern"), installable: { verdict: true } });
    expect(stored!.last_checked_at).toBe(report.inspectedAt);
    expect(String(stored!.manifest_hash)).toMatch(/^[0-9a-f]{64}$/);

    // Not in the store until approved.
    const detail = await api(`/api/client/apps/${body.data.slug}`);
    expect(detail.response.status).toBe(404);
  });

  it("takes the name from the owner when given, and suffixes a taken slug", async () => {
    const owner = await member();
    const first = await addGenApp(owner.token, "slug-a", { name: "Same Name" });
    const second = await addGenApp(owner.token, "slug-b", { name: "Same Name" });
    expect(first.slug).toBe("same-name");
    expect(second.slug).toBe("same-name-2");
    expect(second.name).toBe("Same Name");
  });

  it("lists it at once when AUTO_APPROVE_APPS is on", async () => {
    const owner = await member();
    const request = new Request(`http://localhost:5173${PWAS}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ url: genUrl("auto"), category: "utility" }),
    });
    const response = await callWithEnv(request, { AUTO_APPROVE_APPS: "true" });
    const body = (await jsonEnvelope(response)) as { data: { slug: string; status: string; publishedAt: number } };
    expect(response.status).toBe(201);
    expect(body.data.status).toBe("published");
    expect(body.data.publishedAt).toEqual(expect.any(Number));
    expect((await api(`/api/client/apps/${body.data.slug}`)).response.status).toBe(200);
  });
});

describe("refusals", () => {
  it("answers 401 signed out", async () => {
    const { response } = await addByUrl(undefined, genUrl("anon"));
    expect(response.status).toBe(401);
  });

  it("refuses an app browsers would not install, with the report's reasons (422)", async () => {
    const owner = await member();
    for (const name of ["display-browser", "manifest-404", "no-manifest", "prefer-related"]) {
      const { response, body } = await addByUrl(owner.token, site(name));
      expect(response.status, name).toBe(422);
      expect(body.reason).toBe("not_installable");
      expect((body.reasons as string[]).length).toBeGreaterThan(0);
      expect(body.message).toContain((body.reasons as string[])[0]);
      expect((body.report as { installable: { verdict: boolean } }).installable.verdict).toBe(false);
    }
    expect(await row("SELECT count(*) AS n FROM apps WHERE developer_id = ?", owner.id)).toEqual({ n: 0 });
  });

  it("refuses a page that cannot be loaded (422 with the inspector's reason)", async () => {
    const owner = await member();
    const { response, body } = await addByUrl(owner.token, site("page-500"));
    expect(response.status).toBe(422);
    expect(body.reason).toBe("http_status");
    expect(body.errors?.[0]?.field).toBe("url");
  });

  it("refuses an unknown category, fields the owner may not set, and a report sent by the client (400)", async () => {
    const owner = await member();
    const unknown = await addByUrl(owner.token, genUrl("cat"), { category: "no-such-category" });
    expect(unknown.response.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: "category", message: "Please choose one of the store's categories" }]);
    for (const extra of [{ status: "published" }, { report: { installable: { verdict: true } } }, { developerId: owner.id }]) {
      const { response } = await addByUrl(owner.token, genUrl("cat"), extra);
      expect(response.status).toBe(400);
    }
  });

  it("refuses a duplicate with a link: the owner's own list, or the public listing once approved (409)", async () => {
    const owner = await member();
    const other = await member();
    const app = await addGenApp(owner.token, "twice");

    const mine = await addByUrl(owner.token, genUrl("twice"));
    expect(mine.response.status).toBe(409);
    expect(mine.body).toMatchObject({
      reason: "duplicate",
      message: "You have already added this app: see My apps.",
      duplicate: { mine: true, url: "/my-pwas", id: app.id },
    });

    // Pending and someone else's: refused, without revealing which app it is.
    const pending = await addByUrl(other.token, genUrl("twice"));
    expect(pending.response.status).toBe(409);
    expect(pending.body.duplicate).toEqual({ id: null, slug: null, mine: false, url: null });

    const approved = await approveApp(createDb(env.DB), { appId: app.id });
    expect(approved.ok).toBe(true);
    // The same app by another address of it: the start URL (the manifest id is what matches).
    const listed = await addByUrl(other.token, `${genUrl("twice")}?source=pwa`);
    expect(listed.response.status).toBe(409);
    expect(listed.body).toMatchObject({
      message: "This app is already in the store.",
      duplicate: { mine: false, slug: app.slug, url: `/app/${app.slug}` },
    });
  });

  it("refuses with 409 when another owner's add of the same manifest commits between the check and the insert", async () => {
    // The winner's row exists (deleted, so the duplicate check passes); it comes back to life
    // just before the loser's insert, as a concurrent request would commit it.
    const winner = await member();
    const loser = await member();
    const existing = await addGenApp(winner.token, "between");
    await env.DB.prepare("UPDATE apps SET status = 'deleted' WHERE id = ?").bind(existing.id).run();
    const db = createDb(env.DB);
    const racing = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "batch") return Reflect.get(target, key, receiver);
        return async (statements: Parameters<typeof db.batch>[0]) => {
          await env.DB.prepare("UPDATE apps SET status = 'pending' WHERE id = ?").bind(existing.id).run();
          return target.batch(statements);
        };
      },
    });
    const outcome = await addAppByUrl({
      db: racing,
      config: loadConfig(env),
      locale: "en",
      user: { id: loser.id, name: "Loser", username: `loser${Date.now()}` },
      input: { url: genUrl("between"), category: "productivity" } as Parameters<typeof addAppByUrl>[0]["input"],
    });
    expect(outcome).toMatchObject({ ok: false, failure: "publish_duplicate", details: { duplicate: { id: existing.id, mine: false } } });
  });

  it("lets exactly one of two simultaneous adds of the same app through; the other gets the 409", async () => {
    const first = await member();
    const second = await member();
    const answers = await Promise.all([addByUrl(first.token, genUrl("race")), addByUrl(second.token, genUrl("race"))]);
    expect(answers.map((answer) => answer.response.status).sort()).toStrictEqual([201, 409]);
    const refused = answers.find((answer) => answer.response.status === 409)!;
    expect(refused.body).toMatchObject({ reason: "duplicate" });
    const { results } = await env.DB.prepare("SELECT count(*) AS n FROM apps WHERE slug LIKE 'fixture-race%' AND status != 'deleted'").all<{
      n: number;
    }>();
    expect(results[0]!.n).toBe(1);
  });

  it("limits adding per account (429 past 10 an hour)", async () => {
    const owner = await member();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Refused by validation, but each attempt counts: the limit runs first.
      const { response } = await addByUrl(owner.token, "", {});
      expect(response.status).toBe(400);
    }
    const { response } = await addByUrl(owner.token, genUrl("limited"));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
