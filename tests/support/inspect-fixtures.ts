/**
 * What tests/setup/inspect-fixture-server.ts (vitest globalSetup, in Node) hands to the
 * integration tests through `inject("inspectFixtures")`: two origins on loopback serving fixture
 * web apps (good, broken in each way the inspector must report, hostile), and a stub
 * DNS-over-HTTPS endpoint so tests never touch the internet. Shared by both sides, so it must
 * stay free of Node and Workers APIs.
 */

export interface InspectFixtures {
  /** http://127.0.0.1:<port>: the fixture sites. */
  baseUrl: string;
  /** http://127.0.0.1:<other port>: the same sites on another origin (cross-origin cases). */
  altUrl: string;
  /** http://127.0.0.1:<port>: the same sites from a bare HTTP/1.0 server that closes every connection (/once/: the first request of each path is not answered). */
  http10Url: string;
  /** The stub DoH endpoint (JSON API) answering for *.pwa-fixture.example. */
  dohUrl: string;
  /** GET → { hits: { [path]: n }, huge: { written, closedEarly }, doh: { [name]: n } }. */
  statsUrl: string;
}

/** Names the stub DoH endpoint answers for, and what. */
export const FIXTURE_NAMES = {
  /** A 192.168.1.10 */
  private: "private.pwa-fixture.example",
  /** A 169.254.169.254 (cloud metadata) */
  metadata: "metadata.pwa-fixture.example",
  /** A 93.184.215.14 (public) and AAAA fd00::53 (unique-local): refused as a whole */
  mixed: "mixed.pwa-fixture.example",
  /** CNAME → A 10.20.30.40 */
  cname: "cname.pwa-fixture.example",
  /** AAAA ::ffff:127.0.0.1 (loopback written as IPv4-mapped IPv6) */
  mapped: "mapped.pwa-fixture.example",
  /** NXDOMAIN */
  missing: "missing.pwa-fixture.example",
  /** SERVFAIL */
  broken: "broken.pwa-fixture.example",
} as const;

/** The manifest of the "invalid-json" site: a trailing comma before the closing brace (line 4). */
export const INVALID_JSON_MANIFEST = '{\n  "name": "Broken",\n  "display": "standalone",\n}\n';

export interface FixtureStats {
  hits: Record<string, number>;
  huge: { written: number; closedEarly: boolean };
  doh: Record<string, number>;
}

declare module "vitest" {
  export interface ProvidedContext {
    inspectFixtures: InspectFixtures;
  }
}
