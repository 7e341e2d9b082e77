/**
 * The admin area's Settings (docs/product.md#settings): GET /api/admin/settings, PUT and reset per
 * section with their audit entries, and each setting where it acts: the site name (web manifest,
 * offline page, mails), read-only maintenance (503 for writes, sign-in and the settings still
 * open), auto-approval, a tuned rate limit, the remember-me length, the mail sender and provider,
 * and the settings cache. Page rendering (title, header, banner, forms) is covered by
 * tests/e2e/admin-settings.spec.ts: the server build is not available here.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "#contract/schemas/settings.ts";
import { createDb } from "#db/client.ts";
import { loadConfig } from "#worker/lib/config.ts";
import { createMailer } from "#worker/services/mail/mailer.ts";
import { forgetSettings, readSettings, SETTINGS_CACHE_MS } from "#worker/services/settings/read.ts";
import { createVerifiedUser, latestMail, login, refresh, sessionRow } from "../support/accounts.ts";
import { api, CLIENT, errorFields, member, row, rows, run, type Member } from "../support/community.ts";
import { call, PRODUCTION, sendJson } from "../support/http.ts";
import { insertApps } from "../support/catalog.ts";
import { addByUrl, genUrl } from "../support/publishing.ts";

const SETTINGS = "/api/admin/settings";
const DAY_MS = 24 * 60 * 60 * 1000;
const READ_ONLY_EN = "The store is in read-only maintenance: changes are switched off for now. Please try again later.";
const READ_ONLY_ZH = "商店正在进行只读维护，暂时无法保存任何更改。请稍后再试。";

let admin: Member;
let user: Member;

beforeAll(async () => {
  [admin, user] = await Promise.all([member({ role: "admin", name: "Settings Admin" }), member({ name: "Uma User" })]);
});

// Every test starts from the defaults: the settings are global, the tests below change them.
afterEach(async () => {
  await run("DELETE FROM settings");
  await run("DELETE FROM audit_log");
  forgetSettings();
});

const save = (section: string, body: unknown, token = admin.token, headers: Record<string, string> = {}) =>
  api(`${SETTINGS}/${section}`, { method: "PUT", token, body, headers });

async function saveOk(section: string, body: unknown) {
  const answer = await save(section, body);
  expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** A write refused by read-only mode: 503 with the JSON envelope. */
async function refusedWrite(
  path: string,
  body: unknown,
  options: { token?: string; method?: string; headers?: Record<string, string> } = {},
) {
  const response = await sendJson(path, body, {
    method: options.method ?? "POST",
    headers: { ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(503);
  return { response, body: JSON.parse(text) as Record<string, unknown> };
}

const auditEntries = (action: string, section: string) =>
  rows<{ actor_id: string; actor_email: string; target_type: string; target_label: string; changes: string }>(
    "SELECT * FROM audit_log WHERE action = ? AND target_id = ? ORDER BY id",
    action,
    section,
  );

describe("GET /api/admin/settings", () => {
  it("answers every section with its values and defaults, the deployment's own values and the tunable limits", async () => {
    const { response, body } = await api(SETTINGS, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.data.values).toStrictEqual(defaultSettings());
    expect(body.data.defaults).toStrictEqual(defaultSettings());
    expect(body.data.updated).toStrictEqual({
      general: null,
      security: null,
      email: null,
      notifications: null,
      search: null,
      maintenance: null,
    });
    expect(body.data.deployment).toStrictEqual({
      productName: "PWA Store",
      mailFrom: "PWA Store <no-reply@pwa-store.local>",
      mailApiConfigured: false,
      autoApproveApps: false,
    });
    expect(body.data.rateLimits).toContainEqual({ name: "contact", limit: 5, windowSeconds: 3600, scope: "address", min: 1, max: 50 });
    expect(body.data.rateLimits).toContainEqual({
      name: "reportByAccount",
      limit: 10,
      windowSeconds: 3600,
      scope: "account",
      min: 1,
      max: 100,
    });
  });

  it("is for administrators only", async () => {
    expect((await api(SETTINGS)).response.status).toBe(401);
    expect((await api(SETTINGS, { token: user.token })).response.status).toBe(403);
    expect((await save("general", { siteName: "Mine" }, user.token)).response.status).toBe(403);
    expect((await api(`${SETTINGS}/general/reset`, { method: "POST", token: user.token })).response.status).toBe(403);
  });
});

describe("PUT /api/admin/settings/:section", () => {
  it("stores the section, answers the new view and audits the change with only what changed", async () => {
    const { body } = await saveOk("general", { siteName: "  Acme Apps ", featuredLimit: 20, contactEmail: "Team@Acme.Example" });
    expect(body.message).toBe("Saved successfully");
    expect(body.data.values.general).toStrictEqual({
      ...defaultSettings().general,
      siteName: "Acme Apps",
      featuredLimit: 20,
      contactEmail: "team@acme.example",
    });
    expect(body.data.updated.general).toMatchObject({ by: admin.email });
    expect(body.data.updated.security).toBeNull();

    const stored = await row<{ value: string; updated_by: string }>("SELECT value, updated_by FROM settings WHERE section = 'general'");
    expect(JSON.parse(stored!.value)).toMatchObject({ siteName: "Acme Apps", featuredLimit: 20 });
    expect(stored!.updated_by).toBe(admin.id);

    const [entry] = await auditEntries("settings.save", "general");
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target_type: "settings", target_label: "general" });
    expect(JSON.parse(entry!.changes)).toStrictEqual({
      siteName: { from: "", to: "Acme Apps" },
      contactEmail: { from: "", to: "team@acme.example" },
      featuredLimit: { from: 12, to: 20 },
    });
    // GET reads what was saved.
    expect((await api(SETTINGS, { token: admin.token })).body.data.values.general.siteName).toBe("Acme Apps");
  });

  it("records a nested member's change by its own name", async () => {
    await saveOk("security", { rateLimits: { contact: 3 } });
    await saveOk("security", { rememberMeDays: 14, rateLimits: { contact: 4, register: 8 } });
    const entries = await auditEntries("settings.save", "security");
    expect(entries.map((entry) => JSON.parse(entry.changes))).toStrictEqual([
      { "rateLimits.contact": { from: null, to: 3 } },
      {
        rememberMeDays: { from: 30, to: 14 },
        "rateLimits.contact": { from: 3, to: 4 },
        "rateLimits.register": { from: null, to: 8 },
      },
    ]);
  });

  it("takes the whole section: a member left out goes back to its default", async () => {
    await saveOk("maintenance", { bannerText: "Upgrade tonight" });
    const { body } = await saveOk("maintenance", { readOnly: false });
    expect(body.data.values.maintenance).toStrictEqual({ bannerText: "", readOnly: false });
  });

  it("refuses values outside the bounds with field errors in the caller's language, storing nothing", async () => {
    const { response, body } = await save("general", { siteName: "x".repeat(61), featuredLimit: 49, contactEmail: "not-an-email" });
    expect(response.status).toBe(400);
    expect(errorFields(body)).toStrictEqual(["contactEmail", "featuredLimit", "siteName"]);
    expect(body.errors).toContainEqual({ field: "featuredLimit", message: "Enter a whole number from 1 to 48." });

    const chinese = await save("security", { rememberMeDays: 91, rateLimits: { contact: 51 } }, admin.token, { "Accept-Language": "zh" });
    expect(chinese.response.status).toBe(400);
    expect(chinese.body.errors).toStrictEqual([
      { field: "rememberMeDays", message: "请输入 1 到 90 之间的整数。" },
      { field: "rateLimits.contact", message: "请输入 1 到 50 之间的整数。" },
    ]);

    expect(await row("SELECT * FROM settings")).toBeNull();
    expect(await row("SELECT * FROM audit_log WHERE action = 'settings.save'")).toBeNull();
  });

  it("refuses members no section has, at any depth, and other types", async () => {
    expect(errorFields((await save("general", { siteNam: "Typo" })).body)).toStrictEqual(["siteNam"]);
    // `login` guards a secret: it is not tunable.
    expect(errorFields((await save("security", { rateLimits: { login: 50 } })).body)).toStrictEqual(["rateLimits.login"]);
    expect(errorFields((await save("email", { provider: "carrier-pigeon" })).body)).toStrictEqual(["provider"]);
    expect(errorFields((await save("maintenance", { readOnly: "yes" })).body)).toStrictEqual(["readOnly"]);
    expect((await save("general", [1, 2])).response.status).toBe(400);
  });

  it("answers 404 for a section that does not exist", async () => {
    const put = await save("nope", { anything: true });
    expect(put.response.status).toBe(404);
    expect(put.body).toStrictEqual({ success: false, code: "not_found", message: "The requested resource was not found." });
    expect((await api(`${SETTINGS}/nope/reset`, { method: "POST", token: admin.token })).response.status).toBe(404);
  });
});

describe("POST /api/admin/settings/:section/reset", () => {
  it("puts the section back to its defaults and audits it", async () => {
    await saveOk("notifications", {
      adminMail: { appSubmitted: false, reportFiled: true, contactMessage: true, feedback: true, appBroken: false },
    });
    const { response, body } = await api(`${SETTINGS}/notifications/reset`, { method: "POST", token: admin.token });
    expect(response.status).toBe(200);
    expect(body.message).toBe("Updated successfully");
    expect(body.data.values.notifications).toStrictEqual(defaultSettings().notifications);
    expect(body.data.updated.notifications).toBeNull();
    expect(await row("SELECT * FROM settings WHERE section = 'notifications'")).toBeNull();
    const [entry] = await auditEntries("settings.reset", "notifications");
    expect(JSON.parse(entry!.changes)).toStrictEqual({
      "adminMail.appSubmitted": { from: false, to: true },
      "adminMail.feedback": { from: true, to: false },
    });
  });
});

describe("the site name", () => {
  it("names the store in the web manifest, the offline page and mails; empty is PRODUCT_NAME again", async () => {
    const manifest = async () => (await (await call("/manifest.webmanifest")).json()) as { name: string; short_name: string };
    expect((await manifest()).name).toBe("PWA Store");

    await saveOk("general", { siteName: "Acme Apps" });
    expect((await manifest()).name).toBe("Acme Apps");
    expect(await (await call("/offline.html")).text()).toContain("<title>You are offline | Acme Apps</title>");
    // The API's door too: the verification mail names the store.
    const account = await createVerifiedUser(env);
    expect((await latestMail(env, account.email))?.subject).toBe("Verify your email for Acme Apps");

    await api(`${SETTINGS}/general/reset`, { method: "POST", token: admin.token });
    expect((await manifest()).name).toBe("PWA Store");
  });
});

describe("read-only maintenance", () => {
  it("refuses a user's writes with 503 and Retry-After, keeps reads, admin sign-in and the settings open, and ends when switched off", async () => {
    // An administrator with a password, made while writes are still open.
    const staff = await createVerifiedUser(env);
    await run("UPDATE users SET role = 'admin' WHERE email = ?", staff.email);

    await saveOk("maintenance", { readOnly: true, bannerText: "Back at 10:00" });

    const feedback = await refusedWrite(`${CLIENT}/feedback`, { message: "Hello" }, { token: user.token });
    expect(feedback.response.headers.get("Retry-After")).toBe("300");
    expect(feedback.response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(feedback.body).toStrictEqual({ success: false, code: "read_only", message: READ_ONLY_EN, reason: "read_only" });
    const chinese = await refusedWrite(`${CLIENT}/feedback`, { message: "你好" }, { headers: { "Accept-Language": "zh" } });
    expect(chinese.body.message).toBe(READ_ONLY_ZH);
    await refusedWrite(`${CLIENT}/messages`, { subject: "Hi", body: "There" }, { token: user.token });
    await refusedWrite(`${CLIENT}/auth/profile`, { name: "New" }, { token: user.token, method: "PUT" });
    await refusedWrite(`${CLIENT}/auth/register`, { email: "new@example.com", password: "Tidal-Lantern-47" });
    // Uploads are refused before their body is read.
    const upload = await call(`${CLIENT}/pwas/upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${user.token}` },
      body: new FormData(),
    });
    expect(upload.status).toBe(503);
    expect(await row("SELECT * FROM feedback")).toBeNull();

    // Reads work.
    expect((await api(`${CLIENT}/apps`)).response.status).toBe(200);
    expect((await api(`${CLIENT}/auth/profile`, { token: user.token })).response.status).toBe(200);

    // An administrator can sign in, refresh and save settings.
    const signedIn = await login(staff.email, staff.password);
    expect((await refresh(signedIn.refreshToken)).status).toBe(200);
    await saveOk("general", { siteName: "Still Editable" });
    const signOut = await sendJson(
      `${CLIENT}/auth/logout`,
      { refreshToken: signedIn.refreshToken },
      { headers: { Authorization: `Bearer ${signedIn.accessToken}` } },
    );
    expect(signOut.status).toBe(200);
    const again = await login(staff.email, staff.password);
    // Other admin actions are writes like any other.
    await refusedWrite("/api/admin/pwas/nope/approve", {}, { token: again.accessToken });

    await saveOk("maintenance", { readOnly: false, bannerText: "" });
    const after = await api(`${CLIENT}/feedback`, { method: "POST", token: user.token, body: { message: "Hello again" } });
    expect(after.response.status).toBe(201);
  });
});

describe("auto-approval", () => {
  it("lists a new app at once while the General setting is on", async () => {
    const owner = await member({ name: "Otto Owner" });
    await saveOk("general", { autoApprove: true });
    const listed = await addByUrl(owner.token, genUrl("settings-auto-on"));
    expect(listed.response.status, JSON.stringify(listed.body)).toBe(201);
    expect(listed.body.data.status).toBe("published");
    expect((await api(`${CLIENT}/apps/${listed.body.data.id}`)).response.status).toBe(200);

    await saveOk("general", { autoApprove: false });
    const waiting = await addByUrl(owner.token, genUrl("settings-auto-off"));
    expect(waiting.body.data.status).toBe("pending");
  });
});

describe("a tuned rate limit", () => {
  it("applies the admin's count instead of the policy's", async () => {
    const writer = await member({ name: "Wanda Writer" });
    const send = (subject: string) => api(`${CLIENT}/messages`, { method: "POST", token: writer.token, body: { subject, body: "Hello" } });
    await saveOk("security", { rateLimits: { messageByAccount: 1 } });
    expect((await send("First")).response.status).toBe(201);
    const refused = await send("Second");
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("Retry-After"))).toBeGreaterThan(0);

    // Back to the policy's 20 an hour.
    await api(`${SETTINGS}/security/reset`, { method: "POST", token: admin.token });
    expect((await send("Third")).response.status).toBe(201);
  });
});

describe("the remember-me length", () => {
  it("sets how long a new remember-me session may stay unused; without remember-me it stays 30 minutes", async () => {
    const account = await createVerifiedUser(env);
    await saveOk("security", { rememberMeDays: 7 });
    const remembered = await login(account.email, account.password, true);
    expect((await sessionRow(env, remembered.accessToken))?.idle_timeout_ms).toBe(7 * DAY_MS);
    const standard = await login(account.email, account.password, false);
    expect((await sessionRow(env, standard.accessToken))?.idle_timeout_ms).toBe(30 * 60 * 1000);
  });
});

describe("the email settings", () => {
  const mail = { to: "someone@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" };
  const production = loadConfig({ ...env, ...PRODUCTION });

  it("send through the provider with the settings' sender when `http`", async () => {
    const sent: Array<{ url: string; body: { from: string; to: string[] } }> = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response("{}", { status: 200 });
    }) as unknown as typeof fetch;
    await saveOk("email", { senderName: "Acme Team", senderAddress: "hello@acme.example", provider: "http" });
    await createMailer(production, createDb(env.DB), fetcher).send(mail);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(PRODUCTION.MAIL_API_URL);
    expect(sent[0]!.body.from).toBe("Acme Team <hello@acme.example>");
  });

  it("keep every mail in the outbox, without calling the provider, when `outbox`", async () => {
    let calls = 0;
    const fetcher = (async () => {
      calls += 1;
      return new Response("{}");
    }) as unknown as typeof fetch;
    await saveOk("email", { provider: "outbox" });
    await createMailer(production, createDb(env.DB), fetcher).send({ ...mail, to: "outbox-only@example.com" });
    expect(calls).toBe(0);
    expect(await row("SELECT subject FROM mail_outbox WHERE \"to\" = 'outbox-only@example.com'")).toStrictEqual({ subject: "Hello" });
  });
});

describe("the settings cache", () => {
  it("keeps an isolate's copy for SETTINGS_CACHE_MS; a save through the API is seen at once", async () => {
    const db = createDb(env.DB);
    const start = Date.now();
    forgetSettings();
    expect((await readSettings(db, start)).general.siteName).toBe("");
    // Another isolate's save: this one still has its copy...
    await run("INSERT INTO settings (section, value) VALUES ('general', ?)", JSON.stringify({ siteName: "Elsewhere" }));
    expect((await readSettings(db, start + SETTINGS_CACHE_MS - 1)).general.siteName).toBe("");
    // ...until it is SETTINGS_CACHE_MS old.
    expect((await readSettings(db, start + SETTINGS_CACHE_MS)).general.siteName).toBe("Elsewhere");
    forgetSettings();

    await saveOk("general", { siteName: "Right Away" });
    expect((await readSettings(db)).general.siteName).toBe("Right Away");
  });
});

describe("search aliases (Settings → Search, ADR 0069)", () => {
  it("refuses lines that are not `words => meaning`, naming them in the caller's language, storing nothing", async () => {
    const { response, body } = await save("search", { aliases: "twitter => x\nnot an alias\n\nwhat =>" });
    expect(response.status).toBe(400);
    expect(body.errors).toStrictEqual([
      { field: "aliases", message: "Lines 2, 4: write the words visitors type, then =>, then what they mean." },
    ]);
    const german = await save("search", { aliases: "nonsense" }, admin.token, { "Accept-Language": "de" });
    expect(german.body.errors).toStrictEqual([
      { field: "aliases", message: "Zeile 1: Schreiben Sie die Wörter, die Besucher eingeben, dann =>, dann ihre Bedeutung." },
    ]);
    expect(await row("SELECT * FROM settings")).toBeNull();
  });

  it("saved and audited, an alias is used by the next search at once", async () => {
    const [x] = await insertApps([{ name: "X", description: "Short posts.", category: "social" }]);
    const search = async () =>
      (await api<{ items: { id: string }[] }>("/api/client/apps?q=twitter")).body.data.items.map((item) => item.id);
    expect(await search()).not.toContain(x!.id);
    await saveOk("search", { aliases: "# former names\ntwitter => x" });
    expect(await auditEntries("settings.save", "search")).toHaveLength(1);
    expect(await search()).toContain(x!.id);
  });
});
