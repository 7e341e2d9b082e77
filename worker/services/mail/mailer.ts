import type { Database } from "#db/client.ts";
import { mailOutbox } from "#db/schema.ts";
import type { z } from "zod";
import type { emailSettingsSchema } from "#contract/schemas/settings.ts";
import type { AppConfig } from "../../lib/config.ts";
import { readSettings } from "../settings/read.ts";

type EmailSettings = z.output<typeof emailSettingsSchema>;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The one way the Worker sends mail. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Development: nothing leaves the machine; mails land in D1, listed at /api/dev/outbox. */
export function outboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
    },
  };
}

/** Production: a Resend-compatible HTTP API (`MAIL_API_URL`, bearer `MAIL_API_KEY`). */
export function httpMailer(config: AppConfig["mail"], fetcher: typeof fetch = fetch): Mailer {
  return {
    async send(mail) {
      if (!config.apiUrl || !config.apiKey) throw new Error("mail API is not configured");
      const response = await fetcher(config.apiUrl, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: config.from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
      });
      if (!response.ok) throw new Error(`mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    },
  };
}

/** Line breaks would end a mail header: a name or address never carries one. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/** `Name <address>` → its parts; a bare address has no name. */
function splitSender(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(from);
  if (!match) return { name: "", address: from.trim() };
  return { name: match[1]!.replace(/^"(.*)"$/, "$1"), address: match[2]!.trim() };
}

/**
 * The sender of outgoing mail: the email settings' name and address where set, else those of
 * MAIL_FROM (`config.mail.from`). A name with characters special in a mail header is quoted.
 *
 * @example
 * mailSender("PWA Store <no-reply@pwa-store.example>", { senderName: "Acme, Inc.", senderAddress: "" })
 * // "\"Acme, Inc.\" <no-reply@pwa-store.example>"
 */
export function mailSender(from: string, email: Pick<EmailSettings, "senderName" | "senderAddress">): string {
  if (!email.senderName && !email.senderAddress) return from;
  const deployment = splitSender(from);
  const name = oneLine(email.senderName || deployment.name);
  const address = oneLine(email.senderAddress || deployment.address);
  if (!name) return address;
  const quoted = /[()<>[\]:;@\\,."]/.test(name) ? `"${name.replace(/["\\]/g, "\\$&")}"` : name;
  return `${quoted} <${address}>`;
}

/**
 * The mailer for this deployment and the admin's email settings, read when a mail is sent (so the
 * cron's mails follow them too): `http` sends through the provider when one is configured
 * (MAIL_API_URL and MAIL_API_KEY, production), `outbox` keeps every mail in the outbox table
 * (D1 `mail_outbox`, listed at /dev/outbox in development) and calls nothing, even in
 * production. Development has no provider, so its mail always stays in the outbox.
 */
export function createMailer(config: AppConfig, db: Database, fetcher: typeof fetch = fetch): Mailer {
  return {
    async send(mail) {
      const { email } = await readSettings(db);
      const configured = config.mail.apiUrl !== null && config.mail.apiKey !== null;
      const mailer =
        email.provider === "http" && configured
          ? httpMailer({ ...config.mail, from: mailSender(config.mail.from, email) }, fetcher)
          : outboxMailer(db);
      await mailer.send(mail);
    },
  };
}
