/**
 * Helpers for the integration tests of POST /api/client/pwas/inspect (they run inside workerd):
 * a signed-in caller, requests with or without changed bindings (callWithEnv: the stub DNS
 * endpoint, a short timeout, loopback switched off), and typed access to the inspection.
 *
 * @example
 * const inspector = await signedInInspector(env);
 * const { status, body } = await inspector.inspect(`${fixtures.baseUrl}/good/`);
 */
import type { InspectCheck, Inspection } from "#contract/schemas/publishing.ts";
import type { Env } from "#worker/env.ts";
import { bearer, createVerifiedUser } from "./accounts.ts";
import { ORIGIN, call, callWithEnv, jsonEnvelope, uniqueAddress } from "./http.ts";

export const INSPECT_PATH = "/api/client/pwas/inspect";

export interface InspectAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & {
    success: boolean;
    message?: string;
    data?: Inspection;
    reason?: string;
    errors?: Array<{ field: string; message: string }>;
    redirects?: unknown[];
  };
}

export interface InspectCallOptions {
  /** Bindings to change for this request (callWithEnv); the wrangler.toml ones otherwise. */
  env?: Partial<Env>;
  headers?: Record<string, string>;
  /** The raw JSON body (default `{ url }`). */
  body?: unknown;
  token?: string | null;
}

/** POSTs to the inspect endpoint and parses the envelope (never HTML). */
export async function inspectRequest(url: string | null, options: InspectCallOptions = {}): Promise<InspectAnswer> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "CF-Connecting-IP": uniqueAddress(),
    ...(options.token ? bearer(options.token) : {}),
    ...options.headers,
  };
  const body =
    options.body !== undefined ? (typeof options.body === "string" ? options.body : JSON.stringify(options.body)) : JSON.stringify({ url });
  const request = new Request(new URL(INSPECT_PATH, ORIGIN), { method: "POST", headers, body });
  const response = options.env ? await callWithEnv(request, options.env) : await call(request);
  return { status: response.status, headers: response.headers, body: (await jsonEnvelope(response)) as InspectAnswer["body"] };
}

/**
 * Signed-in callers, used in turn: the per-account limit (30 inspections per 10 minutes) is never
 * relaxed, so a file that inspects more than that spreads its calls over several accounts.
 */
export async function signedInInspector(env: Cloudflare.Env, accounts = 3) {
  const users = await Promise.all(Array.from({ length: accounts }, () => createVerifiedUser(env)));
  let turn = 0;
  return {
    users,
    inspect(url: string | null, options: InspectCallOptions = {}) {
      turn += 1;
      return inspectRequest(url, { token: users[turn % users.length]!.accessToken, ...options });
    },
  };
}

/** The inspection of a 200 answer (fails the test with the body otherwise). */
export function inspectionOf(answer: InspectAnswer): Inspection {
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`expected an inspection, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export function checkOf(inspection: Inspection, id: InspectCheck["id"]): InspectCheck {
  const found = inspection.checks.find((check) => check.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}

/** Ids of the checks that failed, for readable assertions. */
export const failedChecks = (inspection: Inspection) => inspection.checks.filter((check) => !check.passed).map((check) => check.id);
