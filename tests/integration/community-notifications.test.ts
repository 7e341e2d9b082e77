/**
 * Notifications: GET /api/client/notifications, GET /notifications/unread-count, POST
 * /notifications/:id/read, POST /notifications/read-all; rendering in the reader's language; the
 * email copy governed by the user's preferences (the in-app notification is always kept).
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { loadConfig } from "#worker/lib/config.ts";
import { sendStaffMessage } from "#worker/services/community/messages.ts";
import {
  appDecisionNotification,
  deliverNotificationEmails,
  insertNotificationStatement,
  type NotificationDraft,
} from "#worker/services/community/notifications.ts";
import { insertApp } from "../support/catalog.ts";
import { ORIGIN } from "../support/http.ts";
import { CLIENT, api, mailsTo, member, notificationRows, row, type Member } from "../support/community.ts";

const db = () => createDb(env.DB);
const NOTIFICATIONS = `${CLIENT}/notifications`;

let alice: Member;
let bob: Member;
let staff: Member;

beforeEach(async () => {
  [alice, bob, staff] = await Promise.all([member(), member(), member({ role: "admin" })]);
});

/** Writes a notification the way the publishing flow will (appDecisionNotification + batch). */
async function notifyAppDecision(userId: string, approved: boolean, reason?: string): Promise<NotificationDraft> {
  const app = await insertApp({ name: "Lantern", developerId: userId });
  const draft = appDecisionNotification({ userId, app, approved, reason });
  await env.DB.batch([insertNotificationStatement(env.DB, draft)]);
  return draft;
}

describe("GET /notifications", () => {
  it("lists the caller's notifications newest first, rendered in their language, with the unread count", async () => {
    const approved = await notifyAppDecision(alice.id, true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await notifyAppDecision(alice.id, false, "The manifest has no icons");
    await notifyAppDecision(bob.id, true);

    const { response, body } = await api(NOTIFICATIONS, { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.data).toMatchObject({ total: 2, unread: 2, page: 1, pageSize: 24 });
    expect(body.data.items).toEqual([
      {
        id: expect.any(String),
        kind: "app_rejected",
        title: "Your app was not approved",
        body: "“Lantern” was not approved. Reason: The manifest has no icons",
        link: null,
        data: expect.objectContaining({ appName: "Lantern", reason: "The manifest has no icons" }),
        read: false,
        readAt: null,
        createdAt: expect.any(Number),
      },
      expect.objectContaining({
        id: approved.id,
        kind: "app_approved",
        title: "Your app was approved",
        body: "“Lantern” is now listed in the store.",
        link: `/app/${approved.data.appSlug}`,
      }),
    ]);

    const zh = await api(NOTIFICATIONS, { token: alice.token, headers: { "Accept-Language": "zh" } });
    expect(zh.body.data.items.map((item: { title: string }) => item.title)).toEqual(["你的应用未通过审核", "你的应用已通过审核"]);
  });

  it("needs a token; pages; refuses a bad pageSize", async () => {
    expect((await api(NOTIFICATIONS)).response.status).toBe(401);
    for (let index = 0; index < 3; index += 1) await notifyAppDecision(alice.id, true);
    expect((await api(`${NOTIFICATIONS}?pageSize=2&page=2`, { token: alice.token })).body.data.items).toHaveLength(1);
    expect((await api(`${NOTIFICATIONS}?pageSize=0`, { token: alice.token })).response.status).toBe(400);
  });

  it("refuses a rejection without a reason at the service level", () => {
    expect(() =>
      appDecisionNotification({ userId: alice.id, app: { id: "a", slug: "a", name: "A" }, approved: false, reason: " " }),
    ).toThrow(/reason/);
  });
});

describe("reading notifications", () => {
  it("marks one read (idempotent, first read time kept) and counts unread for the badge", async () => {
    const first = await notifyAppDecision(alice.id, true);
    await notifyAppDecision(alice.id, true);
    await sendStaffMessage(db(), { staffId: staff.id, userId: alice.id, subject: "Hello", body: "Welcome" });

    expect((await api(`${NOTIFICATIONS}/unread-count`, { token: alice.token })).body.data).toEqual({ notifications: 3, messages: 1 });

    const read = await api(`${NOTIFICATIONS}/${first.id}/read`, { method: "POST", token: alice.token });
    expect(read.response.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: first.id, read: true, readAt: expect.any(Number) });
    const again = await api(`${NOTIFICATIONS}/${first.id}/read`, { method: "POST", token: alice.token });
    expect(again.body.data.readAt).toBe(read.body.data.readAt);
    expect((await api(`${NOTIFICATIONS}/unread-count`, { token: alice.token })).body.data.notifications).toBe(2);
  });

  it("never lets a user read or mark another user's notification", async () => {
    const bobs = await notifyAppDecision(bob.id, false, "Private reason");
    const mark = await api(`${NOTIFICATIONS}/${bobs.id}/read`, { method: "POST", token: alice.token });
    const unknown = await api(`${NOTIFICATIONS}/no-such-notification/read`, { method: "POST", token: alice.token });
    expect(mark.response.status).toBe(404);
    expect(mark.body).toEqual(unknown.body);
    expect(mark.body).toEqual({ success: false, code: "notification_not_found", message: "Notification not found." });
    expect((await row<{ read_at: number | null }>("SELECT read_at FROM notifications WHERE id = ?", bobs.id))!.read_at).toBeNull();
    const list = await api(NOTIFICATIONS, { token: alice.token });
    expect(JSON.stringify(list.body)).not.toContain("Private reason");
    expect((await api(`${NOTIFICATIONS}/${bobs.id}/read`, { method: "POST" })).response.status).toBe(401);
    expect((await api(`${NOTIFICATIONS}/${"%2E".repeat(3)}/read`, { method: "POST", token: alice.token })).response.status).toBe(404);
  });

  it("marks all of the caller's notifications read, and only theirs", async () => {
    await notifyAppDecision(alice.id, true);
    await notifyAppDecision(alice.id, true);
    await notifyAppDecision(bob.id, true);
    const all = await api(`${NOTIFICATIONS}/read-all`, { method: "POST", token: alice.token });
    expect(all.body).toMatchObject({ success: true, message: "All notifications are marked as read.", data: { updated: 2 } });
    expect((await api(`${NOTIFICATIONS}/unread-count`, { token: alice.token })).body.data.notifications).toBe(0);
    expect((await api(`${NOTIFICATIONS}/unread-count`, { token: bob.token })).body.data.notifications).toBe(1);
    expect((await api(`${NOTIFICATIONS}/read-all`, { method: "POST", token: alice.token })).body.data.updated).toBe(0);
    expect((await api(`${NOTIFICATIONS}/unread-count`)).response.status).toBe(401);
  });
});

describe("preferences: the email copy", () => {
  const context = () => ({ db: db(), config: loadConfig(env), origin: ORIGIN });

  it("mails a copy when email notifications are on (the default), in the user's language", async () => {
    const english = await member();
    const chinese = await member({ preferences: { locale: "zh" } });
    const drafts = [await notifyAppDecision(english.id, true), await notifyAppDecision(chinese.id, false, "图标缺失")];
    expect(await deliverNotificationEmails(context(), drafts)).toBe(2);
    const [mail] = await mailsTo(english.email);
    expect(mail!.subject).toBe("Your app was approved – PWA Store");
    expect(mail!.text).toContain("“Lantern” is now listed in the store.");
    expect(mail!.text).toContain(`${ORIGIN}/app/${drafts[0]!.data.appSlug}`);
    expect(mail!.text).toContain("turn them off in your profile");
    const [zhMail] = await mailsTo(chinese.email);
    expect(zhMail!.subject).toBe("你的应用未通过审核 – PWA Store");
    expect(zhMail!.text).toContain("原因：图标缺失");
  });

  it("sends no mail when email notifications are off, but keeps the in-app notification", async () => {
    const quiet = await member({ preferences: { notifications: { email: false, push: true } } });
    const draft = await notifyAppDecision(quiet.id, true);
    expect(await deliverNotificationEmails(context(), [draft])).toBe(0);
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect((await notificationRows(quiet.id)).map((note) => note.id)).toEqual([draft.id]);
  });

  it("escapes user text in the HTML part of the mail", async () => {
    const draft = await notifyAppDecision(alice.id, false, "<script>alert(1)</script>");
    await deliverNotificationEmails(context(), [draft]);
    const [mail] = await mailsTo(alice.email);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
  });
});
