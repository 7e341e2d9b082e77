import { describe, expect, it } from "vitest";
import { appsDomainOf, ConfigError, DEVELOPMENT_JWT_SECRET, loadConfig } from "#worker/lib/config.ts";

const DEV = { ENVIRONMENT: "development", APPS_DOMAIN: "localhost:5173", PRODUCT_NAME: "PWA Store" };
const PROD_SECRET = "p".repeat(32);
const PROD = {
  ...DEV,
  ENVIRONMENT: "production",
  JWT_SECRET: PROD_SECRET,
  MAIL_API_KEY: "re_test_key",
  STORE_ORIGIN: "https://store.example",
};

/** The providers' published endpoints, used unless the environment overrides them. */
const DEFAULT_SOCIAL = {
  google: {
    clientIds: [],
    jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
    issuers: ["https://accounts.google.com", "accounts.google.com"],
  },
  apple: { clientIds: [], jwksUrl: "https://appleid.apple.com/auth/keys", issuers: ["https://appleid.apple.com"] },
};

/** The URL inspector's defaults (its own cases: tests/unit/inspect-config.test.ts). */
const DEFAULT_INSPECT = {
  allowLoopback: false,
  dohUrl: "https://cloudflare-dns.com/dns-query",
  requestTimeoutMs: 8000,
  deadlineMs: 25_000,
};

describe("loadConfig", () => {
  it("runs development with the known development secret", () => {
    expect(loadConfig(DEV)).toStrictEqual({
      environment: "development",
      productName: "PWA Store",
      appsDomain: "localhost:5173",
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      adminEmails: new Set(),
      // Development never sends mail (outbox): no API URL even though one has a default.
      mail: { from: "PWA Store <no-reply@localhost>", apiUrl: null, apiKey: null },
      social: DEFAULT_SOCIAL,
      inspect: DEFAULT_INSPECT,
      publishing: { autoApprove: false },
      storeOrigin: null,
    });
  });

  it("uses a development secret when one is given", () => {
    expect(loadConfig({ ...DEV, JWT_SECRET: "short-is-fine-locally" }).jwtSecret).toBe("short-is-fine-locally");
  });

  it("normalises APPS_DOMAIN and defaults a blank product name", () => {
    const config = loadConfig({ ...DEV, APPS_DOMAIN: "  Pwa-Apps.Example ", PRODUCT_NAME: "   " });
    expect(config.appsDomain).toBe("pwa-apps.example");
    expect(config.productName).toBe("PWA Store");
    expect(loadConfig({ ...DEV, PRODUCT_NAME: " Acme Apps " }).productName).toBe("Acme Apps");
    expect(loadConfig({ ENVIRONMENT: "development", APPS_DOMAIN: "x" }).productName).toBe("PWA Store");
  });

  it("accepts production with a secret of at least 32 characters and a mail API key", () => {
    expect(loadConfig(PROD)).toStrictEqual({
      environment: "production",
      productName: "PWA Store",
      appsDomain: "localhost:5173",
      jwtSecret: PROD_SECRET,
      adminEmails: new Set(),
      mail: { from: "PWA Store <no-reply@localhost>", apiUrl: "https://api.resend.com/emails", apiKey: "re_test_key" },
      social: DEFAULT_SOCIAL,
      inspect: DEFAULT_INSPECT,
      publishing: { autoApprove: false },
      storeOrigin: "https://store.example",
    });
  });

  it("refuses production without STORE_ORIGIN (mail links would name whatever Host a client sent)", () => {
    for (const value of [undefined, "", "store.example", "javascript:alert(1)"]) {
      expect(() => loadConfig({ ...PROD, STORE_ORIGIN: value })).toThrow(
        new ConfigError("STORE_ORIGIN is not set to the store's http(s) origin (see wrangler.toml): links in mails name it"),
      );
    }
  });

  it("refuses production without MAIL_API_KEY (mail would silently never leave)", () => {
    for (const key of [undefined, "", "   "]) {
      expect(() => loadConfig({ ...PROD, MAIL_API_KEY: key })).toThrow(
        new ConfigError("MAIL_API_KEY is not set: run `wrangler secret put MAIL_API_KEY --env production`"),
      );
    }
  });

  it('reads AUTO_APPROVE_APPS (only "true" approves) and STORE_ORIGIN (an http(s) origin, else null)', () => {
    expect(loadConfig({ ...DEV, AUTO_APPROVE_APPS: " TRUE " }).publishing.autoApprove).toBe(true);
    for (const value of [undefined, "", "false", "1", "yes"])
      expect(loadConfig({ ...DEV, AUTO_APPROVE_APPS: value }).publishing.autoApprove).toBe(false);
    expect(loadConfig({ ...PROD, STORE_ORIGIN: " https://store.example/some/path " }).storeOrigin).toBe("https://store.example");
    for (const value of [undefined, "", "store.example", "ftp://store.example"])
      expect(loadConfig({ ...DEV, STORE_ORIGIN: value }).storeOrigin).toBeNull();
  });

  it("needs no mail key in development", () => {
    expect(loadConfig({ ...DEV, MAIL_API_KEY: undefined }).mail.apiKey).toBeNull();
  });

  it("reads the mail settings, trimmed", () => {
    const config = loadConfig({
      ...PROD,
      MAIL_API_KEY: " key ",
      MAIL_API_URL: " https://mail.example/send ",
      MAIL_FROM: " Shop <shop@example.com> ",
    });
    expect(config.mail).toStrictEqual({ from: "Shop <shop@example.com>", apiUrl: "https://mail.example/send", apiKey: "key" });
    // The default sender is on the apps domain's host, without its port.
    expect(loadConfig({ ...PROD, APPS_DOMAIN: "pwa-apps.example" }).mail.from).toBe("PWA Store <no-reply@pwa-apps.example>");
  });

  it("reads ADMIN_EMAILS as a trimmed, lower-cased set", () => {
    const config = loadConfig({ ...DEV, ADMIN_EMAILS: " Admin@Example.com, ,second@example.com ," });
    expect(config.adminEmails).toStrictEqual(new Set(["admin@example.com", "second@example.com"]));
    expect(loadConfig({ ...DEV, ADMIN_EMAILS: "" }).adminEmails.size).toBe(0);
  });

  it("reads the social client ids and key-set URLs", () => {
    const config = loadConfig({
      ...DEV,
      GOOGLE_CLIENT_IDS: " web.apps.googleusercontent.com , ios.apps.googleusercontent.com",
      APPLE_CLIENT_IDS: "com.example.store",
      GOOGLE_JWKS_URL: " http://127.0.0.1:8787/google/jwks ",
      APPLE_JWKS_URL: "http://127.0.0.1:8787/apple/jwks",
    });
    expect(config.social.google).toStrictEqual({
      clientIds: ["web.apps.googleusercontent.com", "ios.apps.googleusercontent.com"],
      jwksUrl: "http://127.0.0.1:8787/google/jwks",
      issuers: DEFAULT_SOCIAL.google.issuers,
    });
    expect(config.social.apple).toStrictEqual({
      clientIds: ["com.example.store"],
      jwksUrl: "http://127.0.0.1:8787/apple/jwks",
      issuers: DEFAULT_SOCIAL.apple.issuers,
    });
  });

  it("refuses production without JWT_SECRET", () => {
    expect(() => loadConfig({ ...PROD, JWT_SECRET: undefined })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PROD, JWT_SECRET: "" })).toThrow(/JWT_SECRET is not set/);
  });

  it("never falls back to the development secret in production", () => {
    expect(() => loadConfig({ ...PROD, JWT_SECRET: undefined })).toThrow(/JWT_SECRET is not set/);
  });

  it("refuses a production secret shorter than 32 characters", () => {
    expect(() => loadConfig({ ...PROD, JWT_SECRET: "p".repeat(31) })).toThrow(
      new ConfigError("JWT_SECRET must be at least 32 characters in production"),
    );
  });

  it.each([undefined, "", "staging", "Production", "dev"])("refuses ENVIRONMENT %j", (environment) => {
    expect(() => loadConfig({ ...DEV, ENVIRONMENT: environment })).toThrow(ConfigError);
    expect(() => loadConfig({ ...DEV, ENVIRONMENT: environment })).toThrow(/ENVIRONMENT must be "development" or "production"/);
  });

  it.each([undefined, "", "   "])("refuses APPS_DOMAIN %j in production", (appsDomain) => {
    expect(() => loadConfig({ ...PROD, APPS_DOMAIN: appsDomain })).toThrow(new ConfigError("APPS_DOMAIN is not set (see wrangler.toml)"));
  });

  it.each([undefined, "", "   "])("derives APPS_DOMAIN %j in development from the request's port", (appsDomain) => {
    expect(loadConfig({ ...DEV, APPS_DOMAIN: appsDomain }, "http://localhost:8811/store").appsDomain).toBe("localhost:8811");
    expect(loadConfig({ ...DEV, APPS_DOMAIN: appsDomain }, "http://notes.localhost:8811/").appsDomain).toBe("localhost:8811");
    expect(loadConfig({ ...DEV, APPS_DOMAIN: appsDomain }, "http://127.0.0.1:4000/").appsDomain).toBe("localhost:4000");
    // Without a request (the cron), the port `npm run dev` serves on.
    expect(loadConfig({ ...DEV, APPS_DOMAIN: appsDomain }).appsDomain).toBe("localhost:5173");
  });

  it("keeps an APPS_DOMAIN set explicitly in development, whatever the request's port", () => {
    expect(loadConfig({ ...DEV, APPS_DOMAIN: "apps.test:9000" }, "http://localhost:8811/").appsDomain).toBe("apps.test:9000");
    expect(appsDomainOf({ ...DEV, APPS_DOMAIN: "localhost:5173" }, "http://localhost:8811/")).toBe("localhost:5173");
  });

  it("names its errors", () => {
    const error = new ConfigError("x");
    expect(error.name).toBe("ConfigError");
    expect(error).toBeInstanceOf(Error);
  });
});
