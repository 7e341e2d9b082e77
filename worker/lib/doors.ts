/**
 * Which of the Worker's three doors a request goes through (docs/architecture.md):
 * a hosted app's own origin, the JSON API, or the server-rendered pages.
 */
import { APP_SLUG_PATTERN } from "#contract/ids.ts";

export type Door = { kind: "hosted-app"; slug: string } | { kind: "api" } | { kind: "pages" } | { kind: "unknown-host"; api: boolean };

/** Sub-domains of APPS_DOMAIN that never name an app (reserved for the store itself). */
export const RESERVED_APP_LABELS: ReadonlySet<string> = new Set(["www", "api", "admin", "store", "static", "assets", "mail"]);

/** Lower-cased host name without port or trailing dot ("Notes.Localhost:5173" → "notes.localhost"). */
export function hostnameOf(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return name.slice(0, name.indexOf("]") + 1); // IPv6 literal
  const colon = name.lastIndexOf(":");
  if (colon !== -1) name = name.slice(0, colon);
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/** Host names a development server answers as the store besides its configured ones. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The host names the store itself answers on: STORE_ORIGIN's (and, when the apps domain is the
 * store's own, which development's `localhost:<port>` is, that one); in development also the
 * loopback names, so a local server answers on whichever the developer typed. Null when
 * STORE_ORIGIN is unset in production: no host is refused, and the configuration error (which
 * loadConfig raises) is what the operator sees.
 */
export function storeHostnames(input: {
  storeOrigin: string | null;
  appsDomain: string;
  development: boolean;
}): ReadonlySet<string> | null {
  if (!input.development) return input.storeOrigin ? new Set([hostnameOf(new URL(input.storeOrigin).host)]) : null;
  const names = new Set([...LOOPBACK_HOSTS, hostnameOf(input.appsDomain)]);
  if (input.storeOrigin) names.add(hostnameOf(new URL(input.storeOrigin).host));
  return names;
}

/**
 * Picks the door for a request. Ports are ignored when comparing hosts: the origin boundary that
 * matters here is the host name, and tests run the same build on other ports. A host that is
 * neither an app origin nor one of `storeHosts` is refused (404), `/api` included: the store
 * answers on its own names only (`api.<domain>`, `a.b.<domain>` and any other Host are not it).
 *
 * @example
 * const hosts = new Set(["localhost"]);
 * resolveDoor("notes.localhost:5173", "/", "localhost:5173", hosts) // { kind: "hosted-app", slug: "notes" }
 * resolveDoor("localhost:5173", "/api/x", "localhost:5173", hosts)  // { kind: "api" }
 * resolveDoor("evil.example", "/api/x", "localhost:5173", hosts)    // { kind: "unknown-host", api: true }
 */
export function resolveDoor(host: string | null, pathname: string, appsDomain: string, storeHosts: ReadonlySet<string> | null): Door {
  const hostname = host ? hostnameOf(host) : "";
  const parent = hostnameOf(appsDomain);
  if (hostname && parent && hostname.endsWith(`.${parent}`)) {
    const label = hostname.slice(0, -(parent.length + 1));
    // Only a direct child is an app origin; deeper names and reserved labels are no app's.
    if (APP_SLUG_PATTERN.test(label) && !RESERVED_APP_LABELS.has(label)) {
      return { kind: "hosted-app", slug: label };
    }
  }
  const api = pathname === "/api" || pathname.startsWith("/api/");
  if (storeHosts && !storeHosts.has(hostname)) return { kind: "unknown-host", api };
  return api ? { kind: "api" } : { kind: "pages" };
}
