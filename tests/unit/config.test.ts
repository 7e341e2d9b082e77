import { describe, expect, it } from "vitest";
import { ConfigError, DEVELOPMENT_JWT_SECRET, loadConfig } from "#worker/lib/config.ts";

const DEV = { ENVIRONMENT: "development", APPS_DOMAIN: "localhost:5173", PRODUCT_NAME: "PWA Store" };
const PROD_SECRET = "p".repeat(32);

describe("loadConfig", () => {
  it("runs development with the known development secret", () => {
    expect(loadConfig(DEV)).toStrictEqual({
      environment: "development",
      productName: "PWA Store",
      appsDomain: "localhost:5173",
      jwtSecret: DEVELOPMENT_JWT_SECRET,
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

  it("accepts production with a secret of at least 32 characters", () => {
    expect(loadConfig({ ...DEV, ENVIRONMENT: "production", JWT_SECRET: PROD_SECRET })).toStrictEqual({
      environment: "production",
      productName: "PWA Store",
      appsDomain: "localhost:5173",
      jwtSecret: PROD_SECRET,
    });
  });

  it("refuses production without JWT_SECRET", () => {
    expect(() => loadConfig({ ...DEV, ENVIRONMENT: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...DEV, ENVIRONMENT: "production", JWT_SECRET: "" })).toThrow(/JWT_SECRET is not set/);
  });

  it("never falls back to the development secret in production", () => {
    expect(() => loadConfig({ ...DEV, ENVIRONMENT: "production", JWT_SECRET: undefined })).toThrow(ConfigError);
  });

  it("refuses a production secret shorter than 32 characters", () => {
    expect(() => loadConfig({ ...DEV, ENVIRONMENT: "production", JWT_SECRET: "p".repeat(31) })).toThrow(
      new ConfigError("JWT_SECRET must be at least 32 characters in production"),
    );
  });

  it.each([undefined, "", "staging", "Production", "dev"])("refuses ENVIRONMENT %j", (environment) => {
    expect(() => loadConfig({ ...DEV, ENVIRONMENT: environment })).toThrow(ConfigError);
    expect(() => loadConfig({ ...DEV, ENVIRONMENT: environment })).toThrow(/ENVIRONMENT must be "development" or "production"/);
  });

  it.each([undefined, "", "   "])("refuses APPS_DOMAIN %j", (appsDomain) => {
    expect(() => loadConfig({ ...DEV, APPS_DOMAIN: appsDomain })).toThrow(new ConfigError("APPS_DOMAIN is not set (see wrangler.toml)"));
  });

  it("names its errors", () => {
    const error = new ConfigError("x");
    expect(error.name).toBe("ConfigError");
    expect(error).toBeInstanceOf(Error);
  });
});
