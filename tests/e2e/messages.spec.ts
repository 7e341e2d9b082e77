/**
 * Messages with the store team (docs/product.md#messages-and-contact): /messages, a conversation,
 * replies and new conversations against the real API. The store team writes from the admin area
 * through sendStaffMessage; here its rows are written straight into the local D1, in the shape that
 * service writes them (thread, staff message and the user's `message` notification).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createAccount, signInBrowser } from "./support/accounts.ts";
import { executeD1, sqlText } from "./support/d1.ts";

test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/** What sendStaffMessage writes for a new conversation, as SQL; answers the thread's id. */
function staffThreadSql(userId: string, subject: string, body: string): { threadId: string; sql: string } {
  const threadId = `e2e-thread-${unique()}`;
  const now = Date.now();
  const sql = [
    `INSERT INTO message_threads (id, user_id, subject, last_message_at, created_at) VALUES (${sqlText(threadId)}, ${sqlText(userId)}, ${sqlText(subject)}, ${now}, ${now})`,
    `INSERT INTO thread_messages (id, thread_id, sender, author_id, body, created_at)
     VALUES (${sqlText(`e2e-msg-${unique()}`)}, ${sqlText(threadId)}, 'staff', (SELECT id FROM users WHERE role = 'admin' LIMIT 1), ${sqlText(body)}, ${now})`,
    `INSERT INTO notifications (id, user_id, kind, data, created_at)
     VALUES (${sqlText(`e2e-note-${unique()}`)}, ${sqlText(userId)}, 'message', ${sqlText(JSON.stringify({ threadId, subject }))}, ${now})`,
  ].join(";\n");
  return { threadId, sql };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a store-team message: unread in the list, read when opened, answered in the conversation", async ({ page, request, server }) => {
  const account = await createAccount(request);
  const body = 'Hello <script>alert("x")</script>\nPlease add a privacy policy: https://example.com/policy.';
  const { threadId, sql } = staffThreadSql(account.user.id, "About your app", body);
  await executeD1(server.stateDir, sql);

  await signInBrowser(page, account);
  await page.goto("/");
  await waitForHydration(page);
  // The message's notification rings the bell; the menu's Messages item counts the message.
  await expect(page.getByTestId("notifications-badge")).toHaveText("1", { timeout: 15_000 });
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByTestId("menu-messages")).toHaveAccessibleName(/^Messages\s*,\s*1 unread$/);
  await page.getByTestId("menu-messages").click();

  await expect(page).toHaveURL(/\/messages$/);
  await expect(page).toHaveTitle("Messages | PWA Store");
  const thread = page.getByTestId("thread");
  await expect(thread).toHaveCount(1);
  await expect(thread).toHaveAttribute("data-unread", "true");
  await expect(thread.getByTestId("thread-subject")).toHaveText("About your app");
  await expect(thread.getByTestId("thread-unread")).toHaveText("1 new");
  await expect(thread.getByTestId("thread-preview")).toContainText('Store team: Hello <script>alert("x")</script>');

  await thread.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/messages/${threadId}$`));
  await expect(page.getByTestId("thread-subject")).toHaveText("About your app");
  const staff = page.locator('[data-testid="message"][data-sender="staff"]');
  await expect(staff).toHaveCount(1);
  await expect(staff.getByTestId("message-sender")).toHaveText("Store team");
  await expect(staff.getByTestId("message-new")).toBeVisible();
  // Text stays text; the http(s) address is the one link, marked as user-generated.
  await expect(staff.getByTestId("message-body")).toHaveText(body);
  await expect(page.locator("#main script")).toHaveCount(0);
  const link = staff.getByRole("link");
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute("href", "https://example.com/policy");
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
  // Opening it read it: the message and the notification that announced it.
  await expect(page.getByTestId("notifications-badge")).toHaveCount(0);
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByTestId("menu-messages")).toHaveAccessibleName("Messages");
  await page.keyboard.press("Escape");

  // Replying: the schema's message for an empty reply, the counter, then the reply in the thread.
  const form = page.getByTestId("reply-form");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(form.getByRole("alert")).toHaveText("Write your message.");
  const reply = "Done, thanks! <b>Added</b> it.";
  await form.getByLabel("Your reply").fill(reply);
  await expect(form.getByTestId("char-counter")).toContainText(`${reply.length} / 5,000`);
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page, "Your message was sent.")).toBeVisible();
  const mine = page.locator('[data-testid="message"][data-sender="user"]');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId("message-sender")).toHaveText("You");
  await expect(mine.getByTestId("message-body")).toHaveText(reply);
  await expect(form.getByLabel("Your reply")).toHaveValue("");

  await page.getByTestId("messages-back").click();
  await expect(thread).toHaveAttribute("data-unread", "false");
  await expect(thread.getByTestId("thread-preview")).toHaveText(`You: ${reply}`);
});

test("a new conversation with the store team; another user's conversation is not found", async ({ page, request, server }) => {
  await page.goto("/messages");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmessages$/, { timeout: 15_000 });

  const [account, stranger] = [await createAccount(request), await createAccount(request)];
  const other = staffThreadSql(stranger.user.id, "Stranger's private subject", "Only for the stranger.");
  await executeD1(server.stateDir, other.sql);

  await signInBrowser(page, account);
  await page.goto("/messages");
  await waitForHydration(page);
  await expect(page.getByTestId("empty-state")).toContainText("No messages yet", { timeout: 15_000 });
  await page.getByTestId("empty-state-action").click();
  await expect(page).toHaveURL(/\/messages\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New message to the store team");

  const form = page.getByTestId("new-thread-form");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Add a subject.")).toBeVisible();
  await expect(form.getByText("Write your message.")).toBeVisible();
  await expect(form.getByLabel("Subject")).toBeFocused();

  await form.getByLabel("Subject").fill("Question about uploads");
  await form.getByLabel("Message").fill("How large may a ZIP be?\n<img src=x onerror=alert(1)>");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/messages\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId("thread-subject")).toHaveText("Question about uploads");
  const mine = page.locator('[data-testid="message"][data-sender="user"]');
  await expect(mine.getByTestId("message-body")).toHaveText("How large may a ZIP be?\n<img src=x onerror=alert(1)>");
  await expect(page.locator("#main img")).toHaveCount(0);

  await page.getByTestId("messages-back").click();
  await expect(page.getByTestId("thread")).toHaveCount(1);
  await expect(page.getByText("Stranger's private subject")).toHaveCount(0);

  await page.goto(`/messages/${other.threadId}`);
  await waitForHydration(page);
  await expect(page.getByTestId("empty-state")).toContainText("Conversation not found", { timeout: 15_000 });
  await expect(page.getByText("Only for the stranger.")).toHaveCount(0);
});
