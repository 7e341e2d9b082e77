/**
 * Helpers for the publishing integration tests (they run inside workerd): the loopback fixture
 * sites of tests/setup/inspect-fixture-server.ts, their switchable state (the /gen/ apps and the
 * verification file), and adding an app by URL through the real API.
 *
 * @example
 * const owner = await member();
 * const { body } = await addByUrl(owner.token, genUrl("notes"));
 * await setGenState("notes", "broken");
 */
import { inject } from "vitest";
import type { MyAppView } from "#contract/publishing.ts";
import { api, type Envelope } from "./community.ts";

export const PWAS = "/api/client/pwas";

export const fixtures = () => inject("inspectFixtures");

/** A good fixture app on the main loopback origin (manifest id /gen/{name}/). */
export const genUrl = (name: string) => `${fixtures().baseUrl}/gen/${name}/`;

async function control(origin: string, path: string, params: Record<string, string>): Promise<void> {
  const response = await fetch(`${origin}/__control/${path}?${new URLSearchParams(params)}`);
  if (response.status !== 204) throw new Error(`fixture control ${path}: ${response.status}`);
}

/**
 * ok: the app passes; broken: its manifest answers 404; changed: its manifest has another
 * description; flaky: the connection for its manifest and icons is closed unanswered on every odd
 * request; unreachable: always for its manifest.
 */
export const setGenState = (name: string, state: "ok" | "broken" | "changed" | "flaky" | "unreachable") =>
  control(fixtures().baseUrl, "gen", { name, state });

/** What `origin` serves at /.well-known/pwa-store-verification.txt (404 until set). */
export const setVerificationFile = (origin: string, file: { body: string } | { redirect: string } | "clear") =>
  control(origin, "verification", file === "clear" ? { clear: "1" } : file);

/** POST /api/client/pwas (add by URL) as `token`. */
export function addByUrl(token: string | undefined, url: string, fields: Record<string, unknown> = {}) {
  return api<MyAppView>(PWAS, { method: "POST", token, body: { url, category: "productivity", ...fields } });
}

/** Adds a /gen/ app and answers its owner view (fails the test otherwise). */
export async function addGenApp(token: string, name: string, fields: Record<string, unknown> = {}): Promise<MyAppView> {
  const { response, body } = await addByUrl(token, genUrl(name), fields);
  if (response.status !== 201) throw new Error(`adding ${name}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

export type { Envelope, MyAppView };
