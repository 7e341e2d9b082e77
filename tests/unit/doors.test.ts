import { describe, expect, it } from "vitest";
import { RESERVED_APP_LABELS, hostnameOf, resolveDoor as resolve, storeHostnames } from "#worker/lib/doors.ts";

describe("hostnameOf", () => {
  it.each([
    ["localhost:5173", "localhost"],
    ["Notes.Localhost:5173", "notes.localhost"],
    ["notes.localhost.", "notes.localhost"],
    ["notes.localhost.:5173", "notes.localhost"],
    ["  pwa-apps.example  ", "pwa-apps.example"],
    ["[::1]:5173", "[::1]"],
    ["[::1]", "[::1]"],
    ["[2001:DB8::1]:443", "[2001:db8::1]"],
    ["example.com", "example.com"],
    ["", ""],
  ])("%j → %j", (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

describe("storeHostnames", () => {
  it("is STORE_ORIGIN's host name alone in production", () => {
    const hosts = storeHostnames({ storeOrigin: "https://Store.Example", appsDomain: "pwa-apps.example", development: false });
    expect([...hosts!]).toStrictEqual(["store.example"]);
  });

  it("refuses no host in production without STORE_ORIGIN (loadConfig reports the missing setting)", () => {
    expect(storeHostnames({ storeOrigin: null, appsDomain: "pwa-apps.example", development: false })).toBeNull();
  });

  it("adds the loopback names and the apps domain's host in development", () => {
    const hosts = storeHostnames({ storeOrigin: "http://localhost:5173", appsDomain: "localhost:8811", development: true });
    expect([...hosts!].sort()).toStrictEqual(["127.0.0.1", "[::1]", "localhost"]);
    const named = storeHostnames({ storeOrigin: "https://dev.store.example", appsDomain: "apps.example", development: true });
    expect([...named!].sort()).toStrictEqual(["127.0.0.1", "[::1]", "apps.example", "dev.store.example", "localhost"]);
  });
});

describe("resolveDoor", () => {
  const DEV = "localhost:5173";
  const PROD = "pwa-apps.example";
  const DEV_HOSTS = storeHostnames({ storeOrigin: "http://localhost:5173", appsDomain: DEV, development: true });
  const PROD_HOSTS = storeHostnames({ storeOrigin: "https://store.example", appsDomain: PROD, development: false });
  /** The door in development, or in production when the apps domain is PROD. */
  const resolveDoor = (host: string | null, pathname: string, appsDomain: string) =>
    resolve(host, pathname, appsDomain, appsDomain === PROD ? PROD_HOSTS : DEV_HOSTS);
  const unknown = (api: boolean) => ({ kind: "unknown-host", api });

  it("sends a direct child of APPS_DOMAIN to the hosted-app server, whatever the path", () => {
    expect(resolveDoor("notes.localhost:5173", "/", DEV)).toStrictEqual({ kind: "hosted-app", slug: "notes" });
    expect(resolveDoor("notes.localhost:5173", "/api/client/auth/health", DEV)).toStrictEqual({ kind: "hosted-app", slug: "notes" });
    expect(resolveDoor("my-app-2.pwa-apps.example", "/index.html", PROD)).toStrictEqual({ kind: "hosted-app", slug: "my-app-2" });
  });

  it("ignores ports on both sides", () => {
    expect(resolveDoor("notes.localhost:8787", "/", DEV)).toStrictEqual({ kind: "hosted-app", slug: "notes" });
    expect(resolveDoor("notes.localhost", "/", DEV)).toStrictEqual({ kind: "hosted-app", slug: "notes" });
    expect(resolveDoor("notes.pwa-apps.example:443", "/", PROD)).toStrictEqual({ kind: "hosted-app", slug: "notes" });
  });

  it("is case-insensitive and accepts a trailing dot", () => {
    expect(resolveDoor("NOTES.LocalHost:5173", "/", DEV)).toStrictEqual({ kind: "hosted-app", slug: "notes" });
    expect(resolveDoor("notes.pwa-apps.example.", "/", PROD)).toStrictEqual({ kind: "hosted-app", slug: "notes" });
    expect(resolveDoor("notes.localhost:5173", "/", "LOCALHOST:5173")).toStrictEqual({ kind: "hosted-app", slug: "notes" });
  });

  it.each([...RESERVED_APP_LABELS])("makes the reserved label %s no app and not the store either (issue 41)", (label) => {
    expect(resolveDoor(`${label}.localhost:5173`, "/api/x", DEV)).toStrictEqual(unknown(true));
    expect(resolveDoor(`${label}.pwa-apps.example`, "/", PROD)).toStrictEqual(unknown(false));
  });

  it("reserves exactly the store's own labels", () => {
    expect([...RESERVED_APP_LABELS].sort()).toStrictEqual(["admin", "api", "assets", "mail", "static", "store", "www"]);
  });

  it("answers deeper sub-domains and invalid labels as unknown hosts", () => {
    expect(resolveDoor("a.b.localhost:5173", "/", DEV)).toStrictEqual(unknown(false));
    expect(resolveDoor("x.notes.localhost:5173", "/api/client/auth/health", DEV)).toStrictEqual(unknown(true));
    expect(resolveDoor("evil.notes.pwa-apps.example", "/api/x", PROD)).toStrictEqual(unknown(true));
    expect(resolveDoor("-bad.localhost", "/", DEV)).toStrictEqual(unknown(false));
    expect(resolveDoor("bad-.localhost", "/", DEV)).toStrictEqual(unknown(false));
    expect(resolveDoor("under_score.localhost", "/", DEV)).toStrictEqual(unknown(false));
    expect(resolveDoor(`${"a".repeat(64)}.localhost`, "/", DEV)).toStrictEqual(unknown(false));
    expect(resolveDoor(`${"a".repeat(63)}.localhost`, "/", DEV)).toStrictEqual({ kind: "hosted-app", slug: "a".repeat(63) });
    expect(resolveDoor(".localhost", "/", DEV)).toStrictEqual(unknown(false));
  });

  it("does not treat a look-alike parent as APPS_DOMAIN, nor any other host as the store", () => {
    expect(resolveDoor("notes.evillocalhost:5173", "/", DEV)).toStrictEqual(unknown(false));
    expect(resolveDoor("notes.pwa-apps.example.attacker.com", "/", PROD)).toStrictEqual(unknown(false));
    expect(resolveDoor("evil.example", "/api/client/auth/forgot-password", PROD)).toStrictEqual(unknown(true));
    expect(resolveDoor("evil.example", "/api/client/auth/forgot-password", DEV)).toStrictEqual(unknown(true));
    // The apps domain's apex is the store's only where it is the store's host (development's localhost).
    expect(resolveDoor("pwa-apps.example", "/", PROD)).toStrictEqual(unknown(false));
    expect(resolveDoor("localhost:5173", "/", DEV)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("store.example", "/", PROD)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("STORE.example.:443", "/api/x", PROD)).toStrictEqual({ kind: "api" });
  });

  it("answers on the loopback names in development only", () => {
    expect(resolveDoor("127.0.0.1:8811", "/", DEV)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("127.0.0.1", "/api/x", PROD)).toStrictEqual(unknown(true));
    expect(resolveDoor("localhost", "/", PROD)).toStrictEqual(unknown(false));
  });

  it("refuses no host when production has no STORE_ORIGIN (the configuration error is reported instead)", () => {
    expect(resolve("anything.example", "/api/x", PROD, null)).toStrictEqual({ kind: "api" });
    expect(resolve("notes.pwa-apps.example", "/", PROD, null)).toStrictEqual({ kind: "hosted-app", slug: "notes" });
  });

  it("routes IPv6 literals to the store", () => {
    expect(resolveDoor("[::1]:5173", "/api/client/auth/health", DEV)).toStrictEqual({ kind: "api" });
    expect(resolveDoor("[::1]:5173", "/", DEV)).toStrictEqual({ kind: "pages" });
  });

  it("never makes an app origin without APPS_DOMAIN or a host", () => {
    expect(resolveDoor("notes.localhost:5173", "/", "")).toStrictEqual(unknown(false));
    expect(resolveDoor(null, "/api/x", DEV)).toStrictEqual(unknown(true));
    expect(resolveDoor("", "/", DEV)).toStrictEqual(unknown(false));
  });

  it.each([
    ["/api", "api"],
    ["/api/", "api"],
    ["/api/client/auth/health", "api"],
    ["/apiary", "pages"],
    ["/api-docs", "pages"],
    ["/API/client", "pages"],
    ["/", "pages"],
    ["/store/api", "pages"],
  ])("path %s → %s", (pathname, kind) => {
    expect(resolveDoor("localhost:5173", pathname, DEV)).toStrictEqual({ kind });
  });
});
