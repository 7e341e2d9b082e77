import { describe, expect, it } from "vitest";
import { appleSdkUrl, GOOGLE_SDK_URL } from "#contract/social-providers.ts";
import { socialSignInConfig } from "#worker/lib/config.ts";
import { createNonce, pageContentSecurityPolicy, withPageSecurityHeaders } from "#worker/lib/page-security.ts";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("pageContentSecurityPolicy", () => {
  it("is exactly this in production", () => {
    expect(pageContentSecurityPolicy("abc123", "production")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
        "font-src 'self' data:; connect-src 'self'; manifest-src 'self'; worker-src 'self'; frame-src 'none'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it("allows scripts only from the store's origin or with this render's nonce", () => {
    for (const environment of ["development", "production"] as const) {
      const policy = directives(pageContentSecurityPolicy("N0nce+/=", environment));
      expect(policy.get("script-src")).toStrictEqual(["'self'", "'nonce-N0nce+/='"]);
      expect(policy.get("object-src")).toStrictEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toStrictEqual(["'none'"]);
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    }
  });

  it("has no ws: or http: in production", () => {
    const policy = pageContentSecurityPolicy("n", "production");
    expect(policy).not.toContain("ws:");
    expect(policy).not.toContain("http:");
    expect(policy.endsWith("; upgrade-insecure-requests")).toBe(true);
  });

  it("allows Vite's WebSocket and plain-http images in development, without upgrading", () => {
    const policy = pageContentSecurityPolicy("n", "development");
    const parsed = directives(policy);
    expect(parsed.get("connect-src")).toStrictEqual(["'self'", "ws:", "wss:"]);
    expect(parsed.get("img-src")).toStrictEqual(["'self'", "data:", "blob:", "https:", "http:"]);
    expect(policy).not.toContain("upgrade-insecure-requests");
  });
});

describe("pageContentSecurityPolicy with social sign-in", () => {
  const google = { google: "web-client.apps.googleusercontent.com", apple: null };
  const apple = { google: null, apple: "com.example.store.web" };
  const both = { google: "web-client.apps.googleusercontent.com", apple: "com.example.store.web" };

  it("adds nothing when no provider is configured", () => {
    for (const environment of ["development", "production"] as const) {
      const policy = pageContentSecurityPolicy("n", environment, { google: null, apple: null });
      expect(policy).toBe(pageContentSecurityPolicy("n", environment));
      expect(policy).not.toMatch(/google|apple/);
      expect(directives(policy).get("frame-src")).toStrictEqual(["'none'"]);
    }
  });

  it("allows Google Identity Services' script, button frame, calls and stylesheet for Google only", () => {
    const policy = directives(pageContentSecurityPolicy("n", "production", google));
    expect(policy.get("script-src")).toStrictEqual(["'self'", "'nonce-n'", "https://accounts.google.com/gsi/client"]);
    expect(policy.get("frame-src")).toStrictEqual(["https://accounts.google.com/gsi/"]);
    expect(policy.get("connect-src")).toStrictEqual(["'self'", "https://accounts.google.com/gsi/"]);
    expect(policy.get("style-src")).toStrictEqual(["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"]);
    expect(pageContentSecurityPolicy("n", "production", google)).not.toContain("apple");
  });

  it("allows Sign in with Apple's script and origin for Apple only", () => {
    const policy = directives(pageContentSecurityPolicy("n", "production", apple));
    expect(policy.get("script-src")).toStrictEqual([
      "'self'",
      "'nonce-n'",
      "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/",
    ]);
    expect(policy.get("frame-src")).toStrictEqual(["https://appleid.apple.com"]);
    expect(policy.get("connect-src")).toStrictEqual(["'self'", "https://appleid.apple.com"]);
    expect(policy.get("style-src")).toStrictEqual(["'self'", "'unsafe-inline'"]);
    expect(pageContentSecurityPolicy("n", "production", apple)).not.toContain("google");
  });

  it("allows both when both are configured, and never loosens the rest", () => {
    const policy = directives(pageContentSecurityPolicy("n", "production", both));
    expect(policy.get("frame-src")).toStrictEqual(["https://accounts.google.com/gsi/", "https://appleid.apple.com"]);
    for (const name of ["default-src", "object-src", "base-uri", "form-action", "frame-ancestors", "img-src"]) {
      expect(policy.get(name), name).toStrictEqual(directives(pageContentSecurityPolicy("n", "production")).get(name));
    }
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("covers the URLs the sign-in page loads the SDKs from", () => {
    const scripts = directives(pageContentSecurityPolicy("n", "production", both)).get("script-src")!;
    const allowed = (url: string) => scripts.some((source) => (source.endsWith("/") ? url.startsWith(source) : url === source));
    expect(allowed(GOOGLE_SDK_URL)).toBe(true);
    expect(allowed(appleSdkUrl("en"))).toBe(true);
    expect(allowed(appleSdkUrl("zh"))).toBe(true);
    expect(appleSdkUrl("zh")).toContain("/zh_CN/");
  });

  it("opens the opener policy to the providers' popups only when one is configured", () => {
    expect(withPageSecurityHeaders(new Response("x"), "n", "production").headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(withPageSecurityHeaders(new Response("x"), "n", "production", both).headers.get("Cross-Origin-Opener-Policy")).toBe(
      "same-origin-allow-popups",
    );
    expect(withPageSecurityHeaders(new Response("x"), "n", "production", apple).headers.get("Content-Security-Policy")).toContain(
      "https://appleid.apple.com",
    );
  });
});

describe("socialSignInConfig", () => {
  const provider = (clientIds: string[]) => ({ clientIds, jwksUrl: "https://example.com/keys", issuers: [] });

  it("exposes each provider's first client id, null when it is off", () => {
    expect(
      socialSignInConfig({
        social: { google: provider(["web.apps.googleusercontent.com", "ios.apps.googleusercontent.com"]), apple: provider([]) },
      }),
    ).toStrictEqual({
      google: "web.apps.googleusercontent.com",
      apple: null,
    });
    expect(socialSignInConfig({ social: { google: provider([]), apple: provider([]) } })).toStrictEqual({ google: null, apple: null });
  });
});

describe("createNonce", () => {
  it("is 128 random bits in base64, fresh each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
  });
});

describe("withPageSecurityHeaders", () => {
  it("adds the page headers and keeps status, body and other headers", async () => {
    const original = new Response("<!doctype html><p>hi</p>", { status: 201, headers: { "Content-Type": "text/html", "X-Keep": "1" } });
    const secured = withPageSecurityHeaders(original, "n1", "production");
    expect(secured.status).toBe(201);
    expect(await secured.text()).toBe("<!doctype html><p>hi</p>");
    const headers = secured.headers;
    expect(headers.get("X-Keep")).toBe("1");
    expect(headers.get("Content-Type")).toBe("text/html");
    expect(headers.get("Content-Security-Policy")).toBe(pageContentSecurityPolicy("n1", "production"));
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.get("Permissions-Policy")).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
  });

  it("sends no HSTS in development", () => {
    const secured = withPageSecurityHeaders(new Response("x"), "n", "development");
    expect(secured.headers.get("Strict-Transport-Security")).toBeNull();
    expect(secured.headers.get("Content-Security-Policy")).toContain("'nonce-n'");
  });
});
