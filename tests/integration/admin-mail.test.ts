/**
 * Mails to the administrators (worker/services/admin/admin-mail.ts): with an event of
 * `notifications.adminMail` switched on, every administrator — active and verified — gets a mail
 * in their own language with a link to the admin page concerned; switched off, nobody does. The
 * five events: an app submitted for approval, a report filed, a contact message, feedback, and an
 * app the re-inspection cron finds broken.
 *
 * Mails go after the answer; "nobody got one" is checked once a later mail that was switched on
 * (the sentinel, sent after the action) has arrived.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminMailEvent } from "#contract/schemas/settings.ts";
import { createDb } from "#db/client.ts";
import worker from "#worker/index.ts";
import { loadConfig } from "#worker/lib/config.ts";
import { sendAdminMail } from "#worker/services/admin/admin-mail.ts";
import { approveApp } from "#worker/services/publishing/lifecycle.ts";
import { RECHECK_CRON } from "#worker/services/publishing/recheck-rules.ts";
import { forgetSettings } from "#worker/services/settings/read.ts";
import { insertApp } from "../support/catalog.ts";
import { api, CLIENT, eventually, mailsTo, member, run, type Member } from "../support/community.ts";
import { addGenApp, PWAS, setGenState } from "../support/publishing.ts";

const NONE: Record<AdminMailEvent, boolean> = {
  appSubmitted: false,
  reportFiled: false,
  contactMessage: false,
  feedback: false,
  appBroken: false,
};

/** Switches the admin mails: only the events named on. */
async function adminMail(on: Partial<Record<AdminMailEvent, boolean>>) {
  await run(
    `INSERT INTO settings (section, value) VALUES ('notifications', ?)
     ON CONFLICT (section) DO UPDATE SET value = excluded.value`,
    JSON.stringify({ adminMail: { ...NONE, ...on } }),
  );
  forgetSettings();
}

let admin: Member;
let chineseAdmin: Member;
let unverifiedAdmin: Member;
let bannedAdmin: Member;
let owner: Member;
let counter = 0;
const unique = (label: string) => `${label} ${++counter}-${crypto.randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  [admin, chineseAdmin, unverifiedAdmin, bannedAdmin, owner] = await Promise.all([
    member({ role: "admin", name: "Ada Admin" }),
    member({ role: "admin", name: "Zhang Admin", preferences: { locale: "zh" } }),
    member({ role: "admin" }),
    member({ role: "admin" }),
    member({ name: "App Owner" }),
  ]);
  await run("UPDATE users SET email_verified_at = NULL WHERE id = ?", unverifiedAdmin.id);
  await run("UPDATE users SET status = 'banned' WHERE id = ?", bannedAdmin.id);
});

/** The mails `to` got whose subject or text mentions `needle`. */
const mailsAbout = async (to: Member, needle: string) =>
  (await mailsTo(to.email)).filter((mail) => mail.subject.includes(needle) || mail.text.includes(needle));

/** Waits for the administrators' mail about `needle`; checks its words, link and that only admins who should got it. */
async function expectAdminMail(needle: string, expected: { subject: RegExp; zhSubject: RegExp; link: string }) {
  await eventually(async () => (await mailsAbout(admin, needle)).length > 0, `the admin mail about ${needle}`);
  await eventually(async () => (await mailsAbout(chineseAdmin, needle)).length > 0, `the Chinese admin mail about ${needle}`);
  const [mail] = await mailsAbout(admin, needle);
  expect(mail!.subject).toMatch(expected.subject);
  expect(mail!.text).toContain(`http://localhost:5173${expected.link}`);
  expect(mail!.html).toContain(`href="http://localhost:5173${expected.link}"`);
  expect(mail!.text).toMatch(/^Hello Ada Admin,/);
  const [chinese] = await mailsAbout(chineseAdmin, needle);
  expect(chinese!.subject).toMatch(expected.zhSubject);
  // (The owner may get their own notification about the app: not an admin mail.)
  for (const other of [unverifiedAdmin, bannedAdmin, owner]) {
    expect(
      (await mailsAbout(other, needle)).filter((mail) => mail.text.includes("/admin/")),
      other.email,
    ).toEqual([]);
  }
  expect(await mailsAbout(admin, needle)).toHaveLength(1);
}

/** Sends feedback (switched on meanwhile) and waits for its mail: what was sent before has been decided. */
async function sentinel() {
  const marker = unique("Sentinel");
  await adminMail({ feedback: true });
  expect((await api(`${CLIENT}/feedback`, { method: "POST", body: { message: marker } })).response.status).toBe(201);
  await eventually(async () => (await mailsAbout(admin, marker)).length > 0, "the sentinel mail");
}

async function expectNoAdminMail(needle: string) {
  await sentinel();
  for (const person of [admin, chineseAdmin]) expect(await mailsAbout(person, needle)).toEqual([]);
}

/** An app of `owner` in draft, submitted for approval through the API. */
async function submitDraft(name: string) {
  const app = await insertApp({ name, status: "draft", developerId: owner.id, publishedAt: null });
  const { response, body } = await api(`${PWAS}/${app.id}/publish`, { method: "POST", token: owner.token });
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(body.data.status).toBe("pending");
  return app;
}

describe("an app submitted for approval", () => {
  it("mails every active, verified administrator in their language, with the app's admin page", async () => {
    await adminMail({ appSubmitted: true });
    const name = unique("Submitted App");
    const app = await submitDraft(name);
    await expectAdminMail(name, {
      subject: new RegExp(`^New app to review: ${name} – PWA Store$`),
      zhSubject: new RegExp(`^有新应用待审核：${name}`),
      link: `/admin/pwas/${app.id}`,
    });
  });

  it("also when added by URL, and not when it is listed at once (published again)", async () => {
    await adminMail({ appSubmitted: true });
    const added = await addGenApp(owner.token, "admin-mail-added", { name: "Added By Url" });
    expect(added.status).toBe("pending");
    await eventually(async () => (await mailsAbout(admin, `/admin/pwas/${added.id}`)).length > 0, "the add-by-URL mail");

    const listed = await insertApp({ name: unique("Unpublished App"), status: "unpublished", developerId: owner.id });
    const republished = await api(`${PWAS}/${listed.id}/publish`, { method: "POST", token: owner.token });
    expect(republished.body.data.status).toBe("published");
    await expectNoAdminMail(listed.name);
  });

  it("mails nobody when switched off", async () => {
    await adminMail({});
    const name = unique("Quiet Submission");
    await submitDraft(name);
    await expectNoAdminMail(name);
  });
});

describe("a report filed", () => {
  const report = async (appName: string) => {
    const app = await insertApp({ name: appName });
    const { response } = await api(`${CLIENT}/reports`, {
      method: "POST",
      token: owner.token,
      body: { appId: app.id, reason: "malware_phishing", details: "It asks for my bank password" },
    });
    expect(response.status).toBe(201);
  };

  it("mails the administrators with the reason and a link to the reports", async () => {
    await adminMail({ reportFiled: true });
    const name = unique("Reported App");
    await report(name);
    await expectAdminMail(name, {
      subject: /^New report about Reported App/,
      zhSubject: /^有关于 Reported App.* 的新举报/,
      link: "/admin/reports",
    });
    const [mail] = await mailsAbout(admin, name);
    expect(mail!.text).toContain("for “Malware or phishing”");
    expect(mail!.text).toContain("It asks for my bank password");
  });

  it("mails nobody when switched off", async () => {
    await adminMail({ feedback: false });
    const name = unique("Quietly Reported");
    await report(name);
    await expectNoAdminMail(name);
  });
});

describe("a contact message", () => {
  const contact = async (subject: string) => {
    const { response } = await api(`${CLIENT}/contact`, {
      method: "POST",
      body: { name: "Carla Contact", email: "carla@example.com", subject, message: "<b>Hello</b> there" },
    });
    expect(response.status).toBe(201);
  };

  it("mails the administrators with the sender and a link to the contact messages", async () => {
    await adminMail({ contactMessage: true });
    const subject = unique("Question");
    await contact(subject);
    await expectAdminMail(subject, {
      subject: /^New contact message: Question/,
      zhSubject: /^新的联系留言：Question/,
      link: "/admin/messages/contact",
    });
    const [mail] = await mailsAbout(admin, subject);
    expect(mail!.text).toContain("Carla Contact (carla@example.com)");
    // The sender's words are text, never markup, in the HTML part.
    expect(mail!.html).toContain("&lt;b&gt;Hello&lt;/b&gt;");
  });

  it("mails nobody when switched off", async () => {
    await adminMail({});
    const subject = unique("Quiet question");
    await contact(subject);
    await expectNoAdminMail(subject);
  });
});

describe("feedback", () => {
  it("mails the administrators with the rating and a link to the feedback", async () => {
    await adminMail({ feedback: true });
    const message = unique("Love the dark theme");
    expect((await api(`${CLIENT}/feedback`, { method: "POST", body: { message, rating: 4 } })).response.status).toBe(201);
    await expectAdminMail(message, { subject: /^New feedback – PWA Store$/, zhSubject: /^新的反馈/, link: "/admin/feedback" });
    expect((await mailsAbout(admin, message))[0]!.text).toContain("a rating of 4 out of 5");
  });

  it("mails nobody when switched off", async () => {
    await adminMail({});
    const message = unique("Quiet feedback");
    expect((await api(`${CLIENT}/feedback`, { method: "POST", body: { message } })).response.status).toBe(201);
    await expectNoAdminMail(message);
  });
});

describe("an app the re-inspection finds broken", () => {
  const DAY = 86_400_000;

  async function breakApp(genName: string, name: string, at: number) {
    const app = await addGenApp(owner.token, genName, { name });
    expect((await approveApp(createDb(env.DB), { appId: app.id })).ok).toBe(true);
    // The only app due: the others of this file were just checked.
    await run("UPDATE apps SET last_checked_at = CASE WHEN id = ? THEN 1 ELSE ? END", app.id, at);
    await setGenState(genName, "broken");
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: at, cron: RECHECK_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
    return app;
  }

  it("mails the administrators once, with why and the app's admin page", async () => {
    await adminMail({ appBroken: true });
    const name = unique("Breaking App");
    const app = await breakApp("admin-mail-broken", name, Date.now() + DAY);
    await expectAdminMail(name, {
      subject: new RegExp(`^App found broken: ${name}`),
      zhSubject: new RegExp(`^应用检测异常：${name}`),
      link: `/admin/pwas/${app.id}`,
    });
    expect((await mailsAbout(admin, name))[0]!.text).toMatch(/404/);
  });

  it("mails nobody when switched off", async () => {
    await adminMail({});
    const name = unique("Quietly Breaking");
    await breakApp("admin-mail-broken-quiet", name, Date.now() + 2 * DAY);
    // The cron's mails are sent before its run ends: nothing is pending.
    expect(await mailsAbout(admin, name)).toEqual([]);
    expect(await mailsAbout(chineseAdmin, name)).toEqual([]);
  });
});

describe("a failing mail", () => {
  it("is logged and undoes nothing: the sender never throws", async () => {
    await adminMail({ feedback: true });
    const db = createDb(env.DB);
    const { id } = (await db.$client
      .prepare("INSERT INTO feedback (message) VALUES ('Mail provider down') RETURNING id")
      .first<{ id: number }>())!;
    // Production without a mail API: every send fails.
    const config = { ...loadConfig(env), environment: "production" as const, mail: { ...loadConfig(env).mail, apiUrl: "", apiKey: "" } };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await expect(sendAdminMail({ db, config, origin: "https://store.example" }, { event: "feedback", feedbackId: id })).resolves.toBe(0);
    } finally {
      console.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
    expect(await mailsAbout(admin, "Mail provider down")).toEqual([]);
  });
});
