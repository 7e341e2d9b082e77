/**
 * Versions of a hosted app: POST /api/client/pwas/:id/versions stores a new upload and serves it,
 * GET lists them, POST …/versions/:versionId/activate switches back (or forward); older versions
 * stay in R2. Owner only: anyone else gets the same 404 as an unknown id.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppVersionList, AppVersionSummary } from "#contract/schemas/zip-upload.ts";
import { bearer, createVerifiedUser, type TestAccount } from "../support/accounts.ts";
import { insertApp } from "../support/catalog.ts";
import { call, jsonEnvelope } from "../support/http.ts";
import { fixtureFiles, uploadVersion, uploadZip, visit } from "../support/hosted-app-fixture.ts";
import { text, zipOf } from "../support/hosted-app.ts";

let owner: TestAccount;
let stranger: TestAccount;
let app: { id: string; slug: string; url: string };

const versionsPath = (id: string) => `/api/client/pwas/${id}/versions`;
const pageWith = (marker: string) =>
  fixtureFiles({ "index.html": new TextDecoder().decode(fixtureFiles()["index.html"]).replace("Starting…", marker) });

async function versions(
  token: string,
  id = app.id,
): Promise<{ status: number; body: Record<string, unknown> & { data?: AppVersionList } }> {
  const response = await call(versionsPath(id), { headers: bearer(token) });
  return { status: response.status, body: (await jsonEnvelope(response)) as { data?: AppVersionList } & Record<string, unknown> };
}

async function activate(token: string, versionId: string, id = app.id) {
  const response = await call(`${versionsPath(id)}/${versionId}/activate`, { method: "POST", headers: bearer(token) });
  return { status: response.status, body: (await jsonEnvelope(response)) as Record<string, unknown> & { data?: AppVersionSummary } };
}

const served = async () => (await (await visit(app.url)).text()).match(/data-fixture="hosted-app-index">([^<]*)</)?.[1];

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createVerifiedUser(env), createVerifiedUser(env)]);
  const created = await uploadZip(owner.accessToken, zipOf(pageWith("first upload")), {
    fields: { category: "productivity", name: "Versioned Notes" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  app = created.body.data!;
});

describe("versions of a hosted app", () => {
  let first: AppVersionSummary;
  let second: AppVersionSummary;

  it("lists the first upload as version 1, current", async () => {
    const { status, body } = await versions(owner.accessToken);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ appId: app.id, slug: app.slug, url: app.url });
    expect(body.data!.items).toHaveLength(1);
    first = body.data!.items[0]!;
    expect(first).toMatchObject({ number: 1, label: "", current: true, fileCount: 9 });
    expect(body.data!.currentVersionId).toBe(first.id);
    expect(await served()).toBe("first upload");
  });

  it("stores a new version and serves it at once", async () => {
    const files = { ...pageWith("second upload"), "changelog.txt": text("v2") };
    const answer = await uploadVersion(owner.accessToken, app.id, zipOf(files), " 2.0.0 ");
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe("Version 2 uploaded; it is now served.");
    second = answer.body.data as unknown as AppVersionSummary;
    expect(second).toMatchObject({ number: 2, label: "2.0.0", current: true, fileCount: 10 });
    expect(await served()).toBe("second upload");
    expect((await call(`${app.url}changelog.txt`)).status).toBe(200);
    const row = await env.DB.prepare("SELECT current_version_id, version, status FROM apps WHERE id = ?").bind(app.id).first();
    expect(row).toStrictEqual({ current_version_id: second.id, version: "2.0.0", status: "pending" });
  });

  it("lists both, newest first, and keeps both in R2", async () => {
    const { body } = await versions(owner.accessToken);
    expect(body.data!.items.map((item) => [item.number, item.current])).toStrictEqual([
      [2, true],
      [1, false],
    ]);
    for (const version of [first, second]) {
      const listed = await env.BUCKET.list({ prefix: `apps/${app.id}/versions/${version.id}/` });
      expect(listed.objects.length).toBe(version.fileCount + 1); // the files and the original ZIP
    }
  });

  it("rolls back to version 1 (and forward again)", async () => {
    const back = await activate(owner.accessToken, first.id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      success: true,
      message: "Version 1 is now served.",
      data: { id: first.id, number: 1, current: true },
    });
    expect(await served()).toBe("first upload");
    // A file only version 2 has is gone from the origin with it.
    expect((await call(`${app.url}changelog.txt`, { headers: { Accept: "*/*" } })).status).toBe(404);
    const row = await env.DB.prepare("SELECT current_version_id, version FROM apps WHERE id = ?").bind(app.id).first();
    expect(row).toStrictEqual({ current_version_id: first.id, version: "1" });
    expect((await versions(owner.accessToken)).body.data!.items.map((item) => item.current)).toStrictEqual([false, true]);

    expect((await activate(owner.accessToken, second.id)).status).toBe(200);
    expect(await served()).toBe("second upload");
  });

  it("numbers the next upload 3 without a label, and keeps serving the last good one after a refused upload", async () => {
    const refused = await uploadVersion(owner.accessToken, app.id, zipOf(fixtureFiles({ "index.html": null })));
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe("missing_index");
    expect(await served()).toBe("second upload");
    const third = await uploadVersion(owner.accessToken, app.id, zipOf(pageWith("third upload")));
    expect(third.status).toBe(201);
    expect(third.body.data).toMatchObject({ number: 3, label: "" });
    expect(await served()).toBe("third upload");
    const row = await env.DB.prepare("SELECT version FROM apps WHERE id = ?").bind(app.id).first();
    expect(row).toStrictEqual({ version: "3" });
  });

  it("refuses an over-long label (400)", async () => {
    const answer = await uploadVersion(owner.accessToken, app.id, zipOf(fixtureFiles()), "x".repeat(41));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toStrictEqual([{ field: "label", message: "The label can be at most 40 characters" }]);
  });
});

describe("who may", () => {
  it("answers 401 without a token", async () => {
    const response = await call(versionsPath(app.id));
    expect(response.status).toBe(401);
  });

  it("answers another user 404, as for an unknown app, for every versions endpoint", async () => {
    const { body } = await versions(owner.accessToken);
    const versionId = body.data!.items[0]!.id;
    const listed = await versions(stranger.accessToken);
    expect(listed.status).toBe(404);
    expect(listed.body).toStrictEqual({ success: false, code: "publish_app_not_found", message: "App not found." });
    expect((await activate(stranger.accessToken, versionId)).status).toBe(404);
    expect((await uploadVersion(stranger.accessToken, app.id, zipOf(fixtureFiles()))).status).toBe(404);
    expect((await versions(owner.accessToken, "no-such-app")).status).toBe(404);
  });

  it("answers 404 for a version of another app", async () => {
    const other = await uploadZip(owner.accessToken, zipOf(fixtureFiles()), { fields: { category: "utility", name: "Other Hosted" } });
    const otherVersions = await versions(owner.accessToken, other.body.data!.id);
    const foreign = await activate(owner.accessToken, otherVersions.body.data!.items[0]!.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Version not found.");
  });

  it("answers 409 for an app listed by URL (it has no versions)", async () => {
    const listed = await insertApp({ developerId: owner.user.id, source: "url", status: "published" });
    const answer = await versions(owner.accessToken, listed.id);
    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe("not_hosted");
  });

  it("answers 409 for an archived app, and 404 once deleted", async () => {
    const created = await uploadZip(owner.accessToken, zipOf(fixtureFiles()), { fields: { category: "utility", name: "Archived Hosted" } });
    const id = created.body.data!.id;
    await env.DB.prepare("UPDATE apps SET status = 'archived' WHERE id = ?").bind(id).run();
    expect((await versions(owner.accessToken, id)).status).toBe(409);
    await env.DB.prepare("UPDATE apps SET status = 'deleted' WHERE id = ?").bind(id).run();
    expect((await versions(owner.accessToken, id)).status).toBe(404);
  });
});
