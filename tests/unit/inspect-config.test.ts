/**
 * The URL inspector's settings in loadConfig (worker/lib/config.ts): loopback is a development
 * convenience that production never gets, whatever the variable says.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "#worker/lib/config.ts";

const DEV = { ENVIRONMENT: "development", APPS_DOMAIN: "localhost:5173" };
const PROD = {
  ENVIRONMENT: "production",
  APPS_DOMAIN: "pwa-apps.example",
  JWT_SECRET: "p".repeat(32),
  MAIL_API_KEY: "re_test_key",
  STORE_ORIGIN: "https://pwa-store.example",
};

describe("inspect settings", () => {
  it("allow loopback in development only when INSPECT_ALLOW_LOOPBACK is true", () => {
    expect(loadConfig({ ...DEV, INSPECT_ALLOW_LOOPBACK: "true" }).inspect.allowLoopback).toBe(true);
    expect(loadConfig({ ...DEV, INSPECT_ALLOW_LOOPBACK: " TRUE " }).inspect.allowLoopback).toBe(true);
    for (const value of [undefined, "", "false", "1", "yes"]) {
      expect(loadConfig({ ...DEV, INSPECT_ALLOW_LOOPBACK: value }).inspect.allowLoopback).toBe(false);
    }
  });

  it("never allow loopback in production, even when the variable says true", () => {
    expect(loadConfig({ ...PROD, INSPECT_ALLOW_LOOPBACK: "true" }).inspect.allowLoopback).toBe(false);
  });

  it("default to Cloudflare's DNS-over-HTTPS endpoint and take another", () => {
    expect(loadConfig(PROD).inspect.dohUrl).toBe("https://cloudflare-dns.com/dns-query");
    expect(loadConfig({ ...DEV, INSPECT_DOH_URL: " http://127.0.0.1:9/dns-query " }).inspect.dohUrl).toBe("http://127.0.0.1:9/dns-query");
  });

  it("clamp the per-request timeout and keep the deadline at least three requests long", () => {
    expect(loadConfig(DEV).inspect).toMatchObject({ requestTimeoutMs: 8000, deadlineMs: 25_000 });
    expect(loadConfig({ ...DEV, INSPECT_TIMEOUT_MS: "500" }).inspect).toMatchObject({ requestTimeoutMs: 500, deadlineMs: 25_000 });
    expect(loadConfig({ ...DEV, INSPECT_TIMEOUT_MS: "10" }).inspect.requestTimeoutMs).toBe(250);
    expect(loadConfig({ ...DEV, INSPECT_TIMEOUT_MS: "999999" }).inspect).toMatchObject({ requestTimeoutMs: 30_000, deadlineMs: 90_000 });
    expect(loadConfig({ ...DEV, INSPECT_TIMEOUT_MS: "soon" }).inspect.requestTimeoutMs).toBe(8000);
  });
});
