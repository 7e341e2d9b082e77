/**
 * The owner's endpoints (GET /pwas/mine, GET/PUT/DELETE /pwas/:id, POST /pwas/:id/publish and
 * /unpublish) and the admin service functions (approve, reject): the transition table enforced
 * on the server, another user's app answering 404 like an unknown id, and deletion removing the
 * hosted files from R2.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { approveApp, rejectApp } from "#worker/services/publishing/lifecycle.ts";
import { api, member, notificationRows, row, run, type Member } from "../support/community.ts";
import { addGenApp, PWAS, type MyAppView } from "../support/publishing.ts";

const db = () => createDb(env.DB);

let owner: Member;
let stranger: Member;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([member({ name: "Owner" }), member({ name: "Stranger" })]);
});

const metadata = (overrides: Record<string, unknown> = {}) => ({
  name: "Renamed",
  description: "A shorter pitch.",
  longDescription: "All the details.",
  category: "education",
  tags: ["study", "Notes"],
  websiteUrl: "https://renamed.example/",
  supportUrl: "https://renamed.example/help",
  privacyPolicyUrl: null,
  termsUrl: "",
  ...overrides,
});

describe("my apps", () => {
  it("lists the owner's apps in every status but deleted, newest first, and only theirs", async () => {
    const first = await addGenApp(owner.token, "mine-one");
    const second = await addGenApp(owner.token, "mine-two");
    await addGenApp(stranger.token, "theirs");
    const { response, body } = await api<{ items: MyAppView[]; total: number; page: number; pageSize: number }>(`${PWAS}/mine`, {
      token: owner.token,
    });
    expect(response.status).toBe(200);
    const ids = body.data.items.map((app) => app.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(body.data.items.every((app) => app.status !== "deleted")).toBe(true);
    expect(body.data).toMatchObject({ total: ids.length, page: 1, pageSize: 50 });
    const strangers = await api<{ items: MyAppView[] }>(`${PWAS}/mine`, { token: stranger.token });
    expect(strangers.body.data.items.map((app) => app.name)).toEqual(["Fixture theirs"]);
  });

  it("answers 401 signed out and 404 for another user's app on every endpoint", async () => {
    const app = await addGenApp(owner.token, "private");
    expect((await api(`${PWAS}/mine`)).response.status).toBe(401);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `${PWAS}/${app.id}`],
      ["PUT", `${PWAS}/${app.id}`, metadata()],
      ["DELETE", `${PWAS}/${app.id}`],
      ["POST", `${PWAS}/${app.id}/publish`],
      ["POST", `${PWAS}/${app.id}/unpublish`],
      ["POST", `${PWAS}/${app.id}/verification`],
      ["POST", `${PWAS}/${app.id}/verification/check`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api(path, { method, token: stranger.token, body });
      expect(answer.response.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe("App not found.");
      const unknown = await api(path.replace(app.id, "no-such-app"), { method, token: owner.token, body });
      expect(unknown.response.status).toBe(404);
    }
    // Untouched.
    expect(await row("SELECT status, name FROM apps WHERE id = ?", app.id)).toEqual({ status: "pending", name: "Fixture private" });
  });
});

describe("editing", () => {
  it("replaces the metadata with the form's schema, keeping the status", async () => {
    const app = await addGenApp(owner.token, "edit-me");
    const { response, body } = await api<MyAppView>(`${PWAS}/${app.id}`, { method: "PUT", token: owner.token, body: metadata() });
    expect(response.status).toBe(200);
    expect(body.message).toBe("Updated successfully");
    expect(body.data).toMatchObject({
      name: "Renamed",
      description: "A shorter pitch.",
      longDescription: "All the details.",
      category: "education",
      tags: ["study", "notes"],
      websiteUrl: "https://renamed.example/",
      supportUrl: "https://renamed.example/help",
      privacyPolicyUrl: null,
      termsUrl: null,
      status: "pending",
      slug: app.slug,
    });
  });

  it("edits the page's other parts (developer, features, screenshots) when sent, and leaves them alone when not", async () => {
    // Its own member: each account may add only so many apps a minute (the rate-limit table).
    const editor = await member({ name: "Page Owner" });
    const app = await addGenApp(editor.token, "page-parts");
    const before = (await api<MyAppView>(`${PWAS}/${app.id}`, { token: editor.token })).body.data;
    expect(before.developerName).toBe("Page Owner");
    // Stored screenshots keep what the manifest said of them.
    await run(
      "UPDATE apps SET screenshots = ? WHERE id = ?",
      JSON.stringify([{ src: "https://page.example/a.png", sizes: "1280x720", label: "Home" }]),
      app.id,
    );
    const { response, body } = await api<MyAppView>(`${PWAS}/${app.id}`, {
      method: "PUT",
      token: editor.token,
      body: metadata({
        developerName: "  Page Parts Ltd ",
        // A textarea's lines, blank ones dropped.
        features: "Works offline\n\n  Syncs across devices  \n",
        screenshots: ["https://page.example/b.png", "https://page.example/a.png", "https://page.example/b.png"],
      }),
    });
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({
      developerName: "Page Parts Ltd",
      features: ["Works offline", "Syncs across devices"],
      screenshots: ["https://page.example/b.png", "https://page.example/a.png"],
    });
    expect(JSON.parse((await row<{ screenshots: string }>("SELECT screenshots FROM apps WHERE id = ?", app.id))!.screenshots)).toEqual([
      { src: "https://page.example/b.png" },
      { src: "https://page.example/a.png", sizes: "1280x720", label: "Home" },
    ]);
    // The public page says the same once listed.
    await run("UPDATE apps SET status = 'published', published_at = ? WHERE id = ?", Date.now(), app.id);
    const page = (await api<{ developer: string; features: string[]; screenshots: { src: string }[] }>(`apps/${app.id}`)).body.data;
    expect(page.developer).toBe("Page Parts Ltd");
    expect(page.features).toEqual(["Works offline", "Syncs across devices"]);
    expect(page.screenshots.map((shot) => shot.src)).toEqual(["https://page.example/b.png", "https://page.example/a.png"]);

    // A client that does not send them loses nothing.
    const again = await api<MyAppView>(`${PWAS}/${app.id}`, {
      method: "PUT",
      token: editor.token,
      body: metadata({ name: "Renamed Again" }),
    });
    expect(again.body.data).toMatchObject({
      name: "Renamed Again",
      developerName: "Page Parts Ltd",
      features: ["Works offline", "Syncs across devices"],
      screenshots: ["https://page.example/b.png", "https://page.example/a.png"],
    });
  });

  it("refuses a bad developer name, too many or hidden-character features and bad screenshots, in the user's language", async () => {
    const editor = await member({ name: "Page Owner" });
    const app = await addGenApp(editor.token, "page-parts-refused");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ developerName: "  " }, "developerName", "Please enter the developer's name"],
      [{ developerName: "x".repeat(81) }, "developerName", "The developer's name must be at most 80 characters."],
      [{ developerName: "Safe\u202Etxt" }, "developerName", "Cannot contain control characters or text-direction overrides"],
      [{ features: Array.from({ length: 11 }, (_, i) => `Feature ${i}`) }, "features", "List at most 10 features."],
      [{ features: ["x".repeat(121)] }, "features", "Each feature must be at most 120 characters."],
      [{ features: ["Fine", "Null\u0000here"] }, "features", "Cannot contain control characters or text-direction overrides"],
      [{ screenshots: ["javascript:alert(1)"] }, "screenshots", "Each screenshot must be an http or https address."],
      [{ screenshots: "https://ok.example/1.png\nnot a url" }, "screenshots", "Each screenshot must be an http or https address."],
      [{ screenshots: Array.from({ length: 9 }, (_, i) => `https://s.example/${i}.png`) }, "screenshots", "Add at most 8 screenshots."],
      [{ features: 42 }, "features", "Please enter text"],
    ];
    for (const [fields, field, message] of cases) {
      const { response, body } = await api(`${PWAS}/${app.id}`, { method: "PUT", token: editor.token, body: metadata(fields) });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(body.errors, JSON.stringify(fields)).toEqual([{ field, message }]);
    }
    const german = await api(`${PWAS}/${app.id}`, {
      method: "PUT",
      token: editor.token,
      headers: { "Accept-Language": "de" },
      body: metadata({ screenshots: ["ftp://x.example/a.png"] }),
    });
    expect(german.body.errors).toEqual([
      { field: "screenshots", message: "Jedes Bildschirmfoto muss eine http- oder https-Adresse sein." },
    ]);
    expect(await row("SELECT name, developer_name FROM apps WHERE id = ?", app.id)).toEqual({
      name: "Fixture page-parts-refused",
      developer_name: "Page Owner",
    });
  });

  it("refuses invalid fields (400), an unknown category (400) and an archived app (409)", async () => {
    const app = await addGenApp(owner.token, "edit-refused");
    const invalid = await api(`${PWAS}/${app.id}`, {
      method: "PUT",
      token: owner.token,
      body: metadata({ name: "", websiteUrl: "ftp://x.example/", status: "published" }),
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.body.errors?.map((error) => error.field).sort()).toEqual(["name", "status", "websiteUrl"]);
    const category = await api(`${PWAS}/${app.id}`, { method: "PUT", token: owner.token, body: metadata({ category: "nope" }) });
    expect(category.response.status).toBe(400);
    await run("UPDATE apps SET status = 'archived' WHERE id = ?", app.id);
    const archived = await api(`${PWAS}/${app.id}`, { method: "PUT", token: owner.token, body: metadata() });
    expect(archived.response.status).toBe(409);
    expect(await row("SELECT name FROM apps WHERE id = ?", app.id)).toEqual({ name: "Fixture edit-refused" });
  });
});

describe("lifecycle", () => {
  it("follows the table: withdraw, resubmit, approve, unpublish, publish again; refuses the rest with 409", async () => {
    const owner2 = await member();
    const app = await addGenApp(owner2.token, "cycle");
    const act = (action: "publish" | "unpublish") => api<MyAppView>(`${PWAS}/${app.id}/${action}`, { method: "POST", token: owner2.token });

    const refused = await act("publish");
    expect(refused.response.status).toBe(409);
    expect(refused.body).toMatchObject({
      reason: "not_allowed",
      status: "pending",
      message: "This change is not possible while the app is “Pending review”.",
    });

    const withdrawn = await act("unpublish");
    expect(withdrawn.response.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ status: "draft", actions: ["publish", "edit", "delete"] });
    const resubmitted = await act("publish");
    expect(resubmitted.body.data.status).toBe("pending");
    expect(resubmitted.body.message).toBe("Submitted for review.");

    const approved = await approveApp(db(), { appId: app.id });
    expect(approved).toMatchObject({ ok: true, from: "pending", status: "published" });
    const notes = await notificationRows(owner2.id);
    expect(notes.map((note) => note.kind)).toEqual(["app_approved"]);
    const firstPublishedAt = (await row<{ published_at: number }>("SELECT published_at FROM apps WHERE id = ?", app.id))!.published_at;
    expect(firstPublishedAt).toEqual(expect.any(Number));
    expect((await api(`/api/client/apps/${app.slug}`)).response.status).toBe(200);

    const unpublished = await act("unpublish");
    expect(unpublished.body.data.status).toBe("unpublished");
    expect((await api(`/api/client/apps/${app.slug}`)).response.status).toBe(404);
    expect((await act("unpublish")).response.status).toBe(409);

    const republished = await act("publish");
    expect(republished.body.data.status).toBe("published");
    // "New in the store" means new: listing it again keeps the first date.
    expect(republished.body.data.publishedAt).toBe(firstPublishedAt);
  });

  it("lets an admin reject with a reason the owner reads, and the owner resubmit", async () => {
    const app = await addGenApp(owner.token, "reject-me");
    await expect(rejectApp(db(), { appId: app.id, reason: "  " })).rejects.toThrow();
    const rejected = await rejectApp(db(), { appId: app.id, reason: "Screenshots show another app." });
    expect(rejected).toMatchObject({ ok: true, status: "rejected" });
    const view = await api<MyAppView>(`${PWAS}/${app.id}`, { token: owner.token });
    expect(view.body.data).toMatchObject({
      status: "rejected",
      rejectionReason: "Screenshots show another app.",
      actions: ["publish", "edit", "delete"],
    });
    const note = (await notificationRows(owner.id)).find((item) => item.kind === "app_rejected");
    expect(JSON.parse(note!.data)).toMatchObject({ appId: app.id, reason: "Screenshots show another app." });
    // Rejecting twice is not in the table.
    expect(await rejectApp(db(), { appId: app.id, reason: "again" })).toEqual({
      ok: false,
      failure: "publish_not_allowed",
      details: { status: "rejected" },
    });

    const resubmitted = await api<MyAppView>(`${PWAS}/${app.id}/publish`, { method: "POST", token: owner.token });
    expect(resubmitted.body.data).toMatchObject({ status: "pending", rejectionReason: null });
  });

  it("refuses to list by hand an app the checks withdrew as broken", async () => {
    const app = await addGenApp(owner.token, "withdrawn");
    await run(
      "UPDATE apps SET status = 'unpublished', status_reason = 'broken', broken_since = ? WHERE id = ?",
      Date.now() - 8 * 86_400_000,
      app.id,
    );
    const { response, body } = await api(`${PWAS}/${app.id}/publish`, { method: "POST", token: owner.token });
    expect(response.status).toBe(409);
    expect(body.reason).toBe("broken");
    const view = await api<MyAppView>(`${PWAS}/${app.id}`, { token: owner.token });
    expect(view.body.data.health.withdrawn).toBe(true);
    expect(view.body.data.actions).toEqual(["edit", "delete"]);
  });
});

describe("deleting", () => {
  it("marks the app deleted, drops its versions and removes every file under apps/{id}/ from R2", async () => {
    const app = await addGenApp(owner.token, "delete-me");
    // Files as a hosted app's versions keep them (more than one list() page's worth is not needed
    // to prove paging: the loop lists again until nothing is left).
    const keys = Array.from({ length: 25 }, (_, index) => `apps/${app.id}/v1/files/f${index}.txt`);
    await Promise.all(keys.map((key) => env.BUCKET.put(key, "x")));
    await env.BUCKET.put(`apps/${app.id}-other/keep.txt`, "keep");
    await run(
      "INSERT INTO app_versions (id, app_id, number, zip_key, files_prefix, zip_bytes, total_bytes, file_count) VALUES (?, ?, 1, ?, ?, 1, 1, 1)",
      `${app.id}-v1`,
      app.id,
      `apps/${app.id}/v1/original.zip`,
      `apps/${app.id}/v1/files/`,
    );

    const strangerTry = await api(`${PWAS}/${app.id}`, { method: "DELETE", token: stranger.token });
    expect(strangerTry.response.status).toBe(404);
    expect((await env.BUCKET.list({ prefix: `apps/${app.id}/` })).objects).toHaveLength(25);

    const { response, body } = await api<{ id: string; filesRemoved: number }>(`${PWAS}/${app.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ message: "Deleted successfully", data: { id: app.id, filesRemoved: 25 } });
    expect((await env.BUCKET.list({ prefix: `apps/${app.id}/` })).objects).toHaveLength(0);
    expect(await env.BUCKET.get(`apps/${app.id}-other/keep.txt`)).not.toBeNull();
    expect(await row("SELECT status FROM apps WHERE id = ?", app.id)).toEqual({ status: "deleted" });
    expect(await row("SELECT count(*) AS n FROM app_versions WHERE app_id = ?", app.id)).toEqual({ n: 0 });

    // Gone for the owner too, and the identity is free to add again.
    expect((await api(`${PWAS}/${app.id}`, { token: owner.token })).response.status).toBe(404);
    expect((await api(`${PWAS}/${app.id}`, { method: "DELETE", token: owner.token })).response.status).toBe(404);
    const again = await addGenApp(owner.token, "delete-me");
    expect(again.slug).not.toBe(app.slug);
  });
});
