/**
 * Messages between a user and the store team: GET /api/client/messages, GET /messages/:threadId,
 * POST /messages (reply or new thread), POST /messages/:threadId/read; staff messages through
 * sendStaffMessage (admin area), which notify the user in the same batch.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { RATE_LIMITS } from "#worker/lib/rate-limits/policy.ts";
import { sendStaffMessage } from "#worker/services/community/messages.ts";
import { CLIENT, api, errorFields, member, notificationRows, row, type Member } from "../support/community.ts";

/** Many requests in one test: room for a loaded machine (the suites run in parallel). */
const HEAVY_TEST_MS = 30_000;

const db = () => createDb(env.DB);
const MESSAGES = `${CLIENT}/messages`;

let alice: Member;
let bob: Member;
let staff: Member;

beforeEach(async () => {
  [alice, bob, staff] = await Promise.all([member(), member(), member({ role: "admin" })]);
});

async function staffThread(userId: string, subject = "About your app", body = "We need a privacy policy link before approval.") {
  const sent = await sendStaffMessage(db(), { staffId: staff.id, userId, subject, body });
  if (!sent.ok) throw new Error(sent.failure);
  return sent.value;
}

describe("staff messages and the user's inbox", () => {
  it("a staff message starts a thread, notifies the user, and shows as unread until marked read", async () => {
    const { threadId, notification } = await staffThread(alice.id);
    const notes = await notificationRows(alice.id);
    expect(notes.map((note) => [note.id, note.kind])).toEqual([[notification.id, "message"]]);
    expect(JSON.parse(notes[0]!.data)).toEqual({ threadId, subject: "About your app" });

    const list = await api(MESSAGES, { token: alice.token });
    expect(list.response.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 24 });
    expect(list.body.data.items[0]).toMatchObject({
      id: threadId,
      subject: "About your app",
      unread: 1,
      lastMessage: { sender: "staff", preview: "We need a privacy policy link before approval." },
    });

    const thread = await api(`${MESSAGES}/${threadId}`, { token: alice.token });
    expect(thread.body.data).toMatchObject({
      id: threadId,
      unread: 1,
      messages: [{ sender: "staff", body: "We need a privacy policy link before approval.", readAt: null }],
    });
    // Reading the thread does not clear the badge; marking it read does.
    expect((await api(`${CLIENT}/notifications/unread-count`, { token: alice.token })).body.data).toEqual({
      notifications: 1,
      messages: 1,
    });
    // Another thread's notification stays unread when this one is marked.
    const other = await staffThread(alice.id, "Something else");
    expect((await api(`${MESSAGES}/${threadId}/read`, { method: "POST", token: alice.token })).body.data).toEqual({ threadId });
    // The messages and the notification that announced them are read; the other thread's are not.
    expect((await api(`${CLIENT}/notifications/unread-count`, { token: alice.token })).body.data).toEqual({
      notifications: 1,
      messages: 1,
    });
    const unreadNotes = (await notificationRows(alice.id)).filter((note) => note.read_at === null);
    expect(unreadNotes.map((note) => note.id)).toEqual([other.notification.id]);
    await api(`${MESSAGES}/${other.threadId}/read`, { method: "POST", token: alice.token });
    expect((await api(`${MESSAGES}/${threadId}`, { token: alice.token })).body.data.messages[0].readAt).toEqual(expect.any(Number));
  });

  it("lets the user reply in their thread; staff can answer again; the newest thread comes first", async () => {
    const older = await staffThread(alice.id, "Older");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { threadId } = await staffThread(alice.id, "Newer");
    const reply = await api(MESSAGES, { method: "POST", token: alice.token, body: { threadId, body: "  Added the link, thanks!  " } });
    expect(reply.response.status).toBe(201);
    expect(reply.body).toMatchObject({
      message: "Your message was sent.",
      data: { threadId, message: { sender: "user", body: "Added the link, thanks!" } },
    });
    await sendStaffMessage(db(), { staffId: staff.id, threadId, body: "Approved, thank you." });

    const thread = await api(`${MESSAGES}/${threadId}`, { token: alice.token });
    expect(thread.body.data.messages.map((message: { sender: string; body: string }) => [message.sender, message.body])).toEqual([
      ["staff", "We need a privacy policy link before approval."],
      ["user", "Added the link, thanks!"],
      ["staff", "Approved, thank you."],
    ]);
    const list = await api(MESSAGES, { token: alice.token });
    expect(list.body.data.items.map((item: { id: string }) => item.id)).toEqual([threadId, older.threadId]);
    expect(list.body.data.items[0]).toMatchObject({ unread: 2, lastMessage: { sender: "staff", preview: "Approved, thank you." } });
  });

  it("lets the user start a thread to the store team", async () => {
    const { response, body } = await api(MESSAGES, {
      method: "POST",
      token: alice.token,
      body: { subject: " Appeal ", body: "Please look at my review again." },
    });
    expect(response.status).toBe(201);
    const thread = await api(`${MESSAGES}/${body.data.threadId}`, { token: alice.token });
    expect(thread.body.data).toMatchObject({
      subject: "Appeal",
      unread: 0,
      messages: [{ sender: "user", body: "Please look at my review again." }],
    });
  });

  it("never shows or accepts writes to another user's thread", async () => {
    const { threadId } = await staffThread(bob.id, "Bob's private matter", "Secret");
    for (const [method, path, body] of [
      ["GET", `${MESSAGES}/${threadId}`, undefined],
      ["POST", `${MESSAGES}/${threadId}/read`, undefined],
      ["POST", MESSAGES, { threadId, body: "Intrusion" }],
    ] as const) {
      const answer = await api(path, { method, token: alice.token, body });
      expect(answer.response.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe("Conversation not found.");
    }
    expect((await api(MESSAGES, { token: alice.token })).body.data.total).toBe(0);
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM thread_messages WHERE thread_id = ?", threadId))!.n).toBe(1);
    expect(
      (await row<{ read_at: number | null }>("SELECT read_at FROM thread_messages WHERE thread_id = ?", threadId))!.read_at,
    ).toBeNull();
  });

  it("validates: a subject for a new thread, none for a reply, a body within limits, no extra keys; needs a token", async () => {
    const { threadId } = await staffThread(alice.id);
    const noSubject = await api(MESSAGES, { method: "POST", token: alice.token, body: { body: "Hi" } });
    expect(noSubject.body.errors).toEqual([{ field: "subject", message: "Add a subject." }]);
    const replySubject = await api(MESSAGES, { method: "POST", token: alice.token, body: { threadId, subject: "x", body: "Hi" } });
    expect(errorFields(replySubject.body)).toEqual(["subject"]);
    const long = await api(MESSAGES, { method: "POST", token: alice.token, body: { threadId, body: "m".repeat(5001) } });
    expect(long.body.errors).toEqual([{ field: "body", message: "The message can be at most 5000 characters." }]);
    const staffPretend = await api(MESSAGES, { method: "POST", token: alice.token, body: { threadId, body: "Hi", sender: "staff" } });
    expect(errorFields(staffPretend.body)).toEqual(["sender"]);
    expect((await api(MESSAGES, { method: "POST", body: { subject: "x", body: "y" } })).response.status).toBe(401);
    expect((await api(MESSAGES)).response.status).toBe(401);
  });

  it("links a thread answering a contact message and marks that message answered", async () => {
    const contact = (await env.DB.prepare(
      "INSERT INTO contact_messages (name, email, subject, message, user_id) VALUES ('A', ?, 'Help', 'Question', ?) RETURNING id",
    )
      .bind(alice.email, alice.id)
      .first<{ id: number }>())!;
    const sent = await sendStaffMessage(db(), {
      staffId: staff.id,
      userId: alice.id,
      subject: "Re: Help",
      body: "Here is the answer.",
      contactMessageId: contact.id,
    });
    expect(sent.ok).toBe(true);
    expect(await row("SELECT status FROM contact_messages WHERE id = ?", contact.id)).toEqual({ status: "answered" });
    expect(await row("SELECT contact_message_id FROM message_threads WHERE user_id = ?", alice.id)).toEqual({
      contact_message_id: contact.id,
    });
    expect(await sendStaffMessage(db(), { staffId: staff.id, threadId: "missing", body: "x" })).toEqual({
      ok: false,
      failure: "thread_not_found",
    });
  });

  it(
    "limits messages per account (429)",
    async () => {
      const writer = await member();
      const limit = RATE_LIMITS.messageByAccount.limit;
      const { body } = await api(MESSAGES, { method: "POST", token: writer.token, body: { subject: "Many", body: "0" } });
      for (let index = 1; index < limit; index += 1) {
        expect(
          (await api(MESSAGES, { method: "POST", token: writer.token, body: { threadId: body.data.threadId, body: String(index) } }))
            .response.status,
        ).toBe(201);
      }
      const over = await api(MESSAGES, { method: "POST", token: writer.token, body: { threadId: body.data.threadId, body: "too many" } });
      expect(over.response.status).toBe(429);
      expect(over.response.headers.get("Retry-After")).toMatch(/^\d+$/);
    },
    HEAVY_TEST_MS,
  );
});
