import { describe, expect, it } from "vitest";
import { RESERVED_APP_LABELS, hostnameOf, resolveDoor } from "#worker/lib/doors.ts";

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

describe("resolveDoor", () => {
  const DEV = "localhost:5173";
  const PROD = "pwa-apps.example";

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

  it.each([...RESERVED_APP_LABELS])("keeps the reserved label %s as the store", (label) => {
    expect(resolveDoor(`${label}.localhost:5173`, "/api/x", DEV)).toStrictEqual({ kind: "api" });
    expect(resolveDoor(`${label}.pwa-apps.example`, "/", PROD)).toStrictEqual({ kind: "pages" });
  });

  it("reserves exactly the store's own labels", () => {
    expect([...RESERVED_APP_LABELS].sort()).toStrictEqual(["admin", "api", "assets", "mail", "static", "store", "www"]);
  });

  it("keeps deeper sub-domains and invalid labels as the store", () => {
    expect(resolveDoor("a.b.localhost:5173", "/", DEV)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("evil.notes.pwa-apps.example", "/api/x", PROD)).toStrictEqual({ kind: "api" });
    expect(resolveDoor("-bad.localhost", "/", DEV)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("bad-.localhost", "/", DEV)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("under_score.localhost", "/", DEV)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor(`${"a".repeat(64)}.localhost`, "/", DEV)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor(`${"a".repeat(63)}.localhost`, "/", DEV)).toStrictEqual({ kind: "hosted-app", slug: "a".repeat(63) });
    expect(resolveDoor(".localhost", "/", DEV)).toStrictEqual({ kind: "pages" });
  });

  it("does not treat a look-alike parent as APPS_DOMAIN", () => {
    expect(resolveDoor("notes.evillocalhost:5173", "/", DEV)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("notes.pwa-apps.example.attacker.com", "/", PROD)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("pwa-apps.example", "/", PROD)).toStrictEqual({ kind: "pages" });
    expect(resolveDoor("localhost:5173", "/", DEV)).toStrictEqual({ kind: "pages" });
  });

  it("routes IPv6 literals to the store", () => {
    expect(resolveDoor("[::1]:5173", "/api/client/auth/health", DEV)).toStrictEqual({ kind: "api" });
    expect(resolveDoor("[::1]:5173", "/", DEV)).toStrictEqual({ kind: "pages" });
  });

  it("never makes an app origin without APPS_DOMAIN or a host", () => {
    expect(resolveDoor("notes.localhost:5173", "/", "")).toStrictEqual({ kind: "pages" });
    expect(resolveDoor(null, "/api/x", DEV)).toStrictEqual({ kind: "api" });
    expect(resolveDoor("", "/", DEV)).toStrictEqual({ kind: "pages" });
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
