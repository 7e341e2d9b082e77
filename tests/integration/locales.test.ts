/**
 * Six interface languages through the API and the mails (contract/locales.ts,
 * docs/decisions/0038-six-locales.md): every answer speaks the language the request asks for
 * (`?lang=`, the `locale` cookie, Accept-Language by primary subtag, else English), the profile
 * stores any of the six, and mails are written in the recipient's stored language, not in the
 * language of the request that caused them.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import { AUTH, bearer, createVerifiedUser, latestMail, mailCount, waitForMailCount } from "../support/accounts.ts";
import { call, sendJson } from "../support/http.ts";

const LOCALES: Locale[] = ["en", "zh", "es", "fr", "de", "ja"];

/** A browser of each language as it really sends Accept-Language (a region, then fallbacks). */
const BROWSERS: Record<Locale, string> = {
  en: "en-GB,en;q=0.9",
  zh: "zh-TW,zh;q=0.9,en;q=0.5",
  es: "es-MX,es;q=0.9,en;q=0.5",
  fr: "fr-CA,fr;q=0.9,en;q=0.5",
  de: "de-AT,de;q=0.9,en;q=0.5",
  ja: "ja-JP,ja;q=0.9,en;q=0.5",
};

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe("API answers in the request's language", () => {
  it.each(LOCALES)("%s: a 404 answers in the browser's language", async (locale) => {
    const response = await call("/api/no-such-thing", { headers: { "Accept-Language": BROWSERS[locale] } });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe(m.api_not_found({}, { locale }));
  });

  it.each(LOCALES)("%s: a validation failure, its message and zod's own field messages", async (locale) => {
    const response = await sendJson(`${AUTH}/login`, { email: 42, password: true }, { headers: { "Accept-Language": BROWSERS[locale] } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(body.message).toBe(m.api_validation_error({}, { locale }));
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it("every language's messages differ from English (nothing silently falls back)", () => {
    for (const locale of LOCALES.filter((each) => each !== "en")) {
      expect(m.api_not_found({}, { locale }), locale).not.toBe(m.api_not_found({}, { locale: "en" }));
      expect(m.api_validation_error({}, { locale }), locale).not.toBe(m.api_validation_error({}, { locale: "en" }));
    }
  });

  it("an unsupported browser language answers in English; a later supported one is taken", async () => {
    expect(await messageOf(await call("/api/no-such-thing", { headers: { "Accept-Language": "pt-BR,it;q=0.8" } }))).toBe(
      m.api_not_found({}, { locale: "en" }),
    );
    expect(await messageOf(await call("/api/no-such-thing", { headers: { "Accept-Language": "pt-BR,de;q=0.3" } }))).toBe(
      m.api_not_found({}, { locale: "de" }),
    );
  });

  it("the stored choice (the locale cookie) wins over Accept-Language; ?lang= over both", async () => {
    const headers = { Cookie: "locale=fr", "Accept-Language": "ja" };
    expect(await messageOf(await call("/api/no-such-thing", { headers }))).toBe(m.api_not_found({}, { locale: "fr" }));
    expect(await messageOf(await call("/api/no-such-thing?lang=es", { headers }))).toBe(m.api_not_found({}, { locale: "es" }));
  });
});

// Pages (<html lang>, hreflang in the head) are rendered only in the e2e suite: tests/e2e/six-locales.spec.ts.
describe("the store's own files follow the reader's language", () => {
  it.each(LOCALES)("%s: the web app manifest", async (locale) => {
    const manifest = (await (await call("/manifest.webmanifest", { headers: { "Accept-Language": BROWSERS[locale] } })).json()) as {
      lang: string;
      description: string;
    };
    expect(manifest.lang).toBe(locale);
    expect(manifest.description).toBe(m.pwa_manifest_description({}, { locale }));
  });
});

describe("the account's language", () => {
  it("registration stores the browser's language; the profile takes any of the six and refuses others", async () => {
    const account = await createVerifiedUser(env, { headers: { "Accept-Language": BROWSERS.es } });
    expect((account.user as { preferences?: { locale?: string } }).preferences?.locale).toBe("es");
    for (const locale of LOCALES) {
      const response = await call(`${AUTH}/profile`, {
        method: "PUT",
        headers: { ...bearer(account.accessToken), "Content-Type": "application/json" },
        body: JSON.stringify({ preferences: { locale } }),
      });
      expect(response.status, locale).toBe(200);
      const body = (await response.json()) as { user: { preferences: { locale: string } } };
      expect(body.user.preferences.locale).toBe(locale);
    }
    const refused = await call(`${AUTH}/profile`, {
      method: "PUT",
      headers: { ...bearer(account.accessToken), "Content-Type": "application/json" },
      body: JSON.stringify({ preferences: { locale: "pt" } }),
    });
    expect(refused.status).toBe(400);
  });

  it("the verification mail of a new account is in the language it registered in", async () => {
    const account = await createVerifiedUser(env, { headers: { "Accept-Language": BROWSERS.de } });
    const first = await env.DB.prepare('SELECT subject FROM mail_outbox WHERE "to" = ? ORDER BY id LIMIT 1')
      .bind(account.email)
      .first<{ subject: string }>();
    expect(first?.subject).toBe(m.mail_verify_subject({ product: "PWA Store" }, { locale: "de" }));
  });

  it.each<[Locale, Locale]>([
    ["ja", "de"],
    ["fr", "zh"],
    ["es", "en"],
  ])("a reset asked for in another language is mailed in the stored one (%s, asked in %s)", async (stored, asked) => {
    const account = await createVerifiedUser(env, { headers: { "Accept-Language": BROWSERS[stored] } });
    const before = await mailCount(env, account.email);
    const response = await sendJson(
      `${AUTH}/forgot-password`,
      { email: account.email },
      { headers: { "Accept-Language": BROWSERS[asked] } },
    );
    expect(response.status).toBe(200);
    // The answer itself speaks the asker's language…
    expect(await messageOf(response)).toBe(m.auth_forgot_success({}, { locale: asked }));
    // …the mail the account holder's.
    await waitForMailCount(env, account.email, before + 1);
    const mail = await latestMail(env, account.email);
    expect(mail?.subject).toBe(m.mail_reset_subject({ product: "PWA Store" }, { locale: stored }));
    expect(mail?.text).toContain(m.mail_reset_intro({}, { locale: stored }));
  });
});
