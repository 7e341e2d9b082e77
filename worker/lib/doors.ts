/**
 * Which of the Worker's three doors a request goes through (docs/architecture.md):
 * a hosted app's own origin, the JSON API, or the server-rendered pages.
 */
import { APP_SLUG_PATTERN } from "#contract/ids.ts";

export type Door = { kind: "hosted-app"; slug: string } | { kind: "api" } | { kind: "pages" };

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

/**
 * Picks the door for a request. Ports are ignored when comparing hosts: the origin boundary that
 * matters here is the host name, and tests run the same build on other ports.
 *
 * @example
 * resolveDoor("notes.localhost:5173", "/", "localhost:5173") // { kind: "hosted-app", slug: "notes" }
 * resolveDoor("localhost:5173", "/api/x", "localhost:5173")  // { kind: "api" }
 */
export function resolveDoor(host: string | null, pathname: string, appsDomain: string): Door {
  const hostname = host ? hostnameOf(host) : "";
  const parent = hostnameOf(appsDomain);
  if (hostname && parent && hostname.endsWith(`.${parent}`)) {
    const label = hostname.slice(0, -(parent.length + 1));
    // Only a direct child is an app origin; deeper names and reserved labels stay the store's.
    if (APP_SLUG_PATTERN.test(label) && !RESERVED_APP_LABELS.has(label)) {
      return { kind: "hosted-app", slug: label };
    }
  }
  if (pathname === "/api" || pathname.startsWith("/api/")) return { kind: "api" };
  return { kind: "pages" };
}
