/**
 * Messages in the admin area (docs/product.md#messages-and-contact: staff answer from the admin
 * area): every user's conversations (GET /api/admin/messages, /messages/:threadId), marking them
 * read, replying; and the contact page's inbox (GET /contact-messages), answered in a conversation
 * the user sees at GET /api/client/messages when the sender has an account, else by mail.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import type { Env } from "#worker/env.ts";
import { loadConfig } from "#worker/lib/config.ts";
import { createSession } from "#worker/services/sessions.ts";
import { ORIGIN, PRODUCTION, callWithEnv } from "../support/http.ts";
import { api, CLIENT, errorFields, mailsTo, member, notificationRows, row, run, type Member } from "../support/community.ts";

const ADMIN = "/api/admin";

let admin: Member;
let alice: Member;

beforeAll(async () => {
  [admin, alice] = await Promise.all([member({ role: "admin", name: "Sam Staff" }), member({ name: "Alice" })]);
});

const asAdmin = (path: string, options: { method?: string; body?: unknown } = {}) =>
  api(`${ADMIN}${path}`, { ...options, token: admin.token });

async function userThread(user: Member, subject: string, body: string): Promise<string> {
  const { response, body: answer } = await api(`${CLIENT}/messages`, { method: "POST", token: user.token, body: { subject, body } });
  expect(response.status).toBe(201);
  return answer.data.threadId as string;
}

describe("conversations", () => {
  it("lists every user's threads latest first with unread and awaiting marks; reading and replying clear them; the user sees the answer", async () => {
    const bob = await member({ name: "Bob" });
    const older = await userThread(bob, "Older question", "Is there an API?");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const threadId = await userThread(alice, "Appeal", "Please look at my review again.\nThanks <b>a lot</b>");

    const list = await asAdmin("/messages");
    expect(list.response.status).toBe(200);
    const ids = list.body.data.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(threadId)).toBeLessThan(ids.indexOf(older));
    expect(list.body.data.items[ids.indexOf(threadId)]).toMatchObject({
      id: threadId,
      subject: "Appeal",
      user: { id: alice.id, name: "Alice", email: alice.email },
      unread: 1,
      awaitingReply: true,
      lastMessage: { sender: "user", preview: "Please look at my review again.\nThanks <b>a lot</b>" },
      contactMessageId: null,
    });

    const detail = await asAdmin(`/messages/${threadId}`);
    expect(detail.body.data).toMatchObject({
      id: threadId,
      unread: 1,
      awaitingReply: true,
      messages: [{ sender: "user", authorName: "Alice", readAt: null }],
    });
    // Reading is explicit.
    expect((await asAdmin(`/messages/${threadId}`)).body.data.unread).toBe(1);
    expect((await asAdmin(`/messages/${threadId}/read`, { method: "POST" })).body.data).toEqual({ threadId });
    expect((await asAdmin(`/messages/${threadId}`)).body.data.unread).toBe(0);

    const reply = await asAdmin(`/messages/${threadId}/reply`, { method: "POST", body: { body: "  We looked again: it is back.  " } });
    expect(reply.response.status).toBe(201);
    expect(reply.body).toMatchObject({
      message: "Your answer was sent.",
      data: { threadId, message: { sender: "staff", body: "We looked again: it is back.", authorName: "Sam Staff" } },
    });

    const awaiting = await asAdmin("/messages?filter=awaiting&pageSize=100");
    const awaitingIds = awaiting.body.data.items.map((item: { id: string }) => item.id);
    expect(awaitingIds).toContain(older);
    expect(awaitingIds).not.toContain(threadId);
    expect(awaiting.body.data.total).toBe(awaiting.body.data.items.length);

    const seen = await api(`${CLIENT}/messages/${threadId}`, { token: alice.token });
    expect(seen.body.data.messages.map((message: { sender: string; body: string }) => [message.sender, message.body])).toEqual([
      ["user", "Please look at my review again.\nThanks <b>a lot</b>"],
      ["staff", "We looked again: it is back."],
    ]);
    expect((await notificationRows(alice.id))[0]).toMatchObject({ kind: "message" });
    expect((await api(`${CLIENT}/notifications/unread-count`, { token: alice.token })).body.data.messages).toBe(1);
  });

  it("answers a replying user's new messages as unread again", async () => {
    const threadId = await userThread(alice, "Second", "First message");
    await asAdmin(`/messages/${threadId}/reply`, { method: "POST", body: { body: "Answer" } });
    await api(`${CLIENT}/messages`, { method: "POST", token: alice.token, body: { threadId, body: "Follow-up" } });
    expect((await asAdmin(`/messages/${threadId}`)).body.data).toMatchObject({ unread: 1, awaitingReply: true });
  });

  it("refuses an empty or long reply and extra keys (400), unknown threads (404), bad filters (400)", async () => {
    const threadId = await userThread(alice, "Third", "Hello");
    const empty = await asAdmin(`/messages/${threadId}/reply`, { method: "POST", body: { body: "   " } });
    expect(empty.response.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: "body", message: "Write your message." }]);
    expect((await asAdmin(`/messages/${threadId}/reply`, { method: "POST", body: { body: "x".repeat(5001) } })).response.status).toBe(400);
    expect((await asAdmin(`/messages/${threadId}/reply`, { method: "POST", body: { body: "x", sender: "user" } })).response.status).toBe(
      400,
    );
    for (const path of ["/messages/unknown-thread", "/messages/bad!id"]) {
      const missing = await asAdmin(path);
      expect(missing.response.status).toBe(404);
      expect(missing.body.message).toBe("Conversation not found.");
    }
    expect((await asAdmin("/messages/unknown-thread/read", { method: "POST" })).response.status).toBe(404);
    expect((await asAdmin("/messages/unknown-thread/reply", { method: "POST", body: { body: "Hi" } })).response.status).toBe(404);
    const bad = await asAdmin("/messages?filter=unread");
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(["filter"]);
  });
});

describe("contact messages", () => {
  async function contact(body: Record<string, string>, token?: string): Promise<number> {
    const { response } = await api(`${CLIENT}/contact`, { method: "POST", token, body });
    expect(response.status).toBe(201);
    return (await row<{ id: number }>("SELECT id FROM contact_messages WHERE subject = ? ORDER BY id DESC LIMIT 1", body.subject))!.id;
  }

  it("answers a signed-in sender in a conversation they see in Messages, with their message first", async () => {
    const subject = `Billing ${crypto.randomUUID().slice(0, 6)}`;
    const id = await contact(
      { name: "Alice A.", email: "alice.contact@example.com", subject, message: "Do you charge developers?" },
      alice.token,
    );

    const list = await asAdmin("/contact-messages?pageSize=100");
    expect(list.response.status).toBe(200);
    expect(list.body.data.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      name: "Alice A.",
      email: "alice.contact@example.com",
      subject,
      message: "Do you charge developers?",
      status: "new",
      user: { id: alice.id, active: true },
      answerVia: "thread",
      threadId: null,
    });

    const answered = await asAdmin(`/contact-messages/${id}/answer`, { method: "POST", body: { body: "No, listing is free." } });
    expect(answered.response.status).toBe(201);
    expect(answered.body).toMatchObject({
      message: "Answered. The sender reads it in their Messages.",
      data: { via: "thread", threadId: expect.any(String), contactMessage: { id, status: "answered" } },
    });
    const threadId = answered.body.data.threadId as string;
    expect(answered.body.data.contactMessage.threadId).toBe(threadId);
    expect(answered.body.data.contactMessage.answer).toBe("No, listing is free.");

    const inbox = await api(`${CLIENT}/messages`, { token: alice.token });
    expect(inbox.body.data.items.find((item: { id: string }) => item.id === threadId)).toMatchObject({
      subject,
      unread: 1,
      lastMessage: { sender: "staff", preview: "No, listing is free." },
    });
    const thread = await api(`${CLIENT}/messages/${threadId}`, { token: alice.token });
    expect(thread.body.data.messages.map((message: { sender: string; body: string }) => [message.sender, message.body])).toEqual([
      ["user", "Do you charge developers?"],
      ["staff", "No, listing is free."],
    ]);
    expect((await notificationRows(alice.id))[0]).toMatchObject({ kind: "message" });
    expect((await asAdmin(`/messages/${threadId}`)).body.data).toMatchObject({ contactMessageId: id, unread: 0, awaitingReply: false });

    const again = await asAdmin(`/contact-messages/${id}/answer`, { method: "POST", body: { body: "Twice?" } });
    expect(again.response.status).toBe(409);
    expect(again.body).toMatchObject({ message: "This message has already been answered.", reason: "not_new" });
    expect(
      (await asAdmin("/contact-messages?status=answered&pageSize=100")).body.data.items.map((item: { id: number }) => item.id),
    ).toContain(id);
  });

  it("answers a sender without an account by mail, in the language they wrote in", async () => {
    const subject = `订阅 ${crypto.randomUUID().slice(0, 6)}`;
    const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { response } = await api(`${CLIENT}/contact`, {
      method: "POST",
      headers: { "Accept-Language": "zh" },
      body: { name: "Wei", email, subject, message: "可以退款吗？" },
    });
    expect(response.status).toBe(201);
    const id = (await row<{ id: number }>("SELECT id FROM contact_messages WHERE email = ?", email))!.id;
    expect((await asAdmin("/contact-messages?pageSize=100")).body.data.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      user: null,
      answerVia: "mail",
    });

    const answered = await asAdmin(`/contact-messages/${id}/answer`, { method: "POST", body: { body: "Yes, within 14 days." } });
    expect(answered.response.status).toBe(201);
    expect(answered.body.data).toMatchObject({
      via: "mail",
      threadId: null,
      contactMessage: { status: "answered", answer: "Yes, within 14 days.", answeredAt: expect.any(Number) },
    });
    // The mailed answer is kept: the inbox shows what the team said.
    const inbox = await asAdmin("/contact-messages?status=answered&pageSize=100");
    expect(inbox.body.data.items.find((item: { id: number }) => item.id === id)).toMatchObject({ answer: "Yes, within 14 days." });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toContain(subject);
    expect(mail!.subject).toMatch(/^回复：/);
    expect(mail!.text).toContain("Yes, within 14 days.");
    expect(mail!.text).toContain("可以退款吗？");
  });

  it("answers a sender whose account is banned by mail, and refuses bad ids, bodies and filters", async () => {
    const banned = await member();
    const subject = `Ban ${crypto.randomUUID().slice(0, 6)}`;
    const id = await contact({ name: "B", email: "banned.sender@example.com", subject, message: "Why?" }, banned.token);
    await run("UPDATE users SET status = 'banned' WHERE id = ?", banned.id);
    const answered = await asAdmin(`/contact-messages/${id}/answer`, { method: "POST", body: { body: "Because of spam." } });
    expect(answered.body.data.via).toBe("mail");
    expect((await mailsTo("banned.sender@example.com"))[0]!.text).toContain("Because of spam.");

    expect((await asAdmin("/contact-messages/999999/answer", { method: "POST", body: { body: "Hi" } })).response.status).toBe(404);
    expect((await asAdmin("/contact-messages/abc/answer", { method: "POST", body: { body: "Hi" } })).response.status).toBe(404);
    const fresh = await contact({ name: "C", email: "c@example.com", subject: `Empty ${crypto.randomUUID().slice(0, 6)}`, message: "?" });
    const empty = await asAdmin(`/contact-messages/${fresh}/answer`, { method: "POST", body: { body: "" } });
    expect(empty.response.status).toBe(400);
    expect(errorFields(empty.body)).toEqual(["body"]);
    expect((await row<{ status: string }>("SELECT status FROM contact_messages WHERE id = ?", fresh))!.status).toBe("new");
    expect((await asAdmin("/contact-messages?status=spam")).response.status).toBe(400);
  });

  it("puts the message back to new when the answer cannot be mailed (503, the contract's text)", async () => {
    const subject = `Unmailable ${crypto.randomUUID().slice(0, 6)}`;
    const id = await contact({ name: "D", email: "d@example.com", subject, message: "Hello?" });
    // Production mails through the HTTP API, which the test settings point at a closed port.
    const production = { ...env, ...PRODUCTION } as Env;
    const { accessToken } = await createSession(
      createDb(env.DB),
      loadConfig(production),
      { id: admin.id, role: "admin" },
      { rememberMe: false },
    );
    const response = await callWithEnv(
      new Request(`${ORIGIN}${ADMIN}/contact-messages/${id}/answer`, {
        method: "POST",
        headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
        body: JSON.stringify({ body: "Hi D" }),
      }),
      PRODUCTION,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      code: "contact_mail_failed",
      message: "A server error occurred. Please try again later.",
      reason: "mail_failed",
    });
    expect(
      await row<{ status: string; answer: string | null; answered_at: number | null }>(
        "SELECT status, answer, answered_at FROM contact_messages WHERE id = ?",
        id,
      ),
    ).toEqual({
      status: "new",
      answer: null,
      answered_at: null,
    });
  });
});
