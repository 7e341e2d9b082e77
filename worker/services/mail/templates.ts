import { m } from "#app/paraglide/messages.js";
import type { Mail } from "./mailer.ts";

/**
 * The account mails, in the language of the current locale scope (the recipient's: callers wrap
 * them in runInLocale with recipient-locale.ts), as plain text
 * and HTML. Every interpolated value is escaped in the HTML part.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

interface Block {
  text: string;
  /** Rendered as a button when set. */
  link?: { href: string; label: string };
  /** Rendered large and monospaced (the code). */
  code?: string;
}

/** One mail in the store's layout (greeting, blocks, signature), text and HTML; also used by notification mails. */
export function compose(to: string, subject: string, name: string, product: string, blocks: Block[]): Mail {
  const greeting = m.mail_greeting({ name: name || to });
  const signature = m.mail_signature({ product });
  const textParts = [greeting, ""];
  const htmlParts = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    textParts.push(block.text);
    htmlParts.push(`<p>${escapeHtml(block.text)}</p>`);
    if (block.code) {
      htmlParts.push(
        `<p style="font:700 28px/1.2 ui-monospace,Menlo,monospace;letter-spacing:6px;margin:16px 0">${escapeHtml(block.code)}</p>`,
      );
    }
    if (block.link) {
      textParts.push(block.link.href);
      htmlParts.push(
        `<p><a href="${escapeHtml(block.link.href)}" style="display:inline-block;background:#2f57d9;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(block.link.label)}</a></p>`,
        `<p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(block.link.href)}</p>`,
      );
    }
    textParts.push("");
  }
  textParts.push(signature);
  htmlParts.push(`<p>${escapeHtml(signature)}</p>`);
  const html = `<!doctype html><html><body style="font:15px/1.5 system-ui,sans-serif;color:#111;max-width:560px">${htmlParts.join("")}</body></html>`;
  return { to, subject, text: textParts.join("\n"), html };
}

interface Recipient {
  to: string;
  name: string;
  product: string;
}

/** Verification: the word "code" followed by the 4-digit code, and the /verify-email?token= link. */
export function verificationMail(recipient: Recipient, code: string, link: string, purpose: "register" | "change-email"): Mail {
  const subject =
    purpose === "register"
      ? m.mail_verify_subject({ product: recipient.product })
      : m.mail_email_change_subject({ product: recipient.product });
  return compose(recipient.to, subject, recipient.name, recipient.product, [
    { text: m.mail_verify_intro() },
    // The mail contains the word "code" followed by the code (docs/product.md#mail; every language
    // keeps it, tests/unit/messages-complete.test.ts).
    { text: m.mail_verify_code_line({ code }), code },
    { text: m.mail_verify_code_expiry() },
    { text: m.mail_verify_link_intro(), link: { href: link, label: m.mail_verify_button() } },
    { text: m.mail_ignore() },
  ]);
}

export function passwordResetMail(recipient: Recipient, link: string): Mail {
  return compose(recipient.to, m.mail_reset_subject({ product: recipient.product }), recipient.name, recipient.product, [
    { text: m.mail_reset_intro(), link: { href: link, label: m.mail_reset_button() } },
    { text: m.mail_ignore() },
  ]);
}

/**
 * Sent after a password change. `signedOut` says which sessions ended: all of them (reset by
 * link) or all but the one that made the change (change with the current password).
 */
export function passwordChangedMail(recipient: Recipient, signedOut: "all" | "others" = "all"): Mail {
  return compose(recipient.to, m.mail_reset_done_subject({ product: recipient.product }), recipient.name, recipient.product, [
    { text: signedOut === "all" ? m.mail_reset_done_body() : m.mail_password_changed_body() },
  ]);
}

/** Sign-ins paused for everyone after many failures: the one-time unlock link (ADR 0029). */
export function loginUnlockMail(recipient: Recipient, link: string): Mail {
  return compose(recipient.to, m.mail_unlock_subject({ product: recipient.product }), recipient.name, recipient.product, [
    { text: m.mail_unlock_intro() },
    { text: m.mail_unlock_link_intro(), link: { href: link, label: m.mail_unlock_button() } },
    { text: m.mail_unlock_advice() },
  ]);
}

/**
 * Sent when an administrator bans the account: it is suspended and every session has ended; the
 * reason when the administrator gave one, and where to write to contest it.
 */
export function accountBannedMail(recipient: Recipient, reason: string | null, contactLink: string): Mail {
  return compose(recipient.to, m.mail_account_banned_subject({ product: recipient.product }), recipient.name, recipient.product, [
    { text: m.mail_account_banned_body({ product: recipient.product }) },
    ...(reason ? [{ text: m.mail_account_banned_reason({ reason }) }] : []),
    { text: m.mail_account_banned_contact(), link: { href: contactLink, label: m.mail_account_banned_contact_button() } },
  ]);
}

/** Sent when an administrator lifts the ban: the account can sign in again. */
export function accountRestoredMail(recipient: Recipient, loginLink: string): Mail {
  return compose(recipient.to, m.mail_account_restored_subject({ product: recipient.product }), recipient.name, recipient.product, [
    {
      text: m.mail_account_restored_body({ product: recipient.product }),
      link: { href: loginLink, label: m.mail_account_restored_button() },
    },
  ]);
}

/**
 * Sent when a personal API token is created for the account (ADR 0032): its name and expiry
 * (the date in UTC), and where to revoke it if the owner did not create it.
 */
export function apiTokenCreatedMail(
  recipient: Recipient,
  token: { name: string; expiresAt: string; locale: string },
  manageLink: string,
): Mail {
  const date = new Intl.DateTimeFormat(token.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(token.expiresAt));
  return compose(recipient.to, m.mail_api_token_subject({ product: recipient.product }), recipient.name, recipient.product, [
    { text: m.mail_api_token_body({ name: token.name, date }) },
    { text: m.mail_api_token_advice(), link: { href: manageLink, label: m.mail_api_token_button() } },
  ]);
}
