import type { Database } from "#db/client.ts";
import { mailOutbox } from "#db/schema.ts";
import type { AppConfig } from "../../lib/config.ts";

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

export function createMailer(config: AppConfig, db: Database): Mailer {
  return config.environment === "production" ? httpMailer(config.mail) : outboxMailer(db);
}
