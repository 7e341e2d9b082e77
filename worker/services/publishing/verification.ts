/**
 * Verified publisher (docs/publishing.md#verified-publisher): the owner of a URL-listed app proves they control its origin by
 * serving a token the store gave them at `{origin}/.well-known/pwa-store-verification.txt`
 * (the RFC 8615 well-known location, like the ACME http-01 challenge). The store fetches it with
 * the inspector's SSRF-safe fetch; redirects are followed only within the same origin, since a
 * redirect elsewhere would prove control of another site.
 */
import type { z } from "zod";
import type { Locale } from "#app/paraglide/runtime.js";
import type { verificationSchema } from "#contract/responses/publishing.ts";
import type { Database } from "#db/client.ts";
import type { AppConfig } from "../../lib/config.ts";
import { randomToken } from "../../lib/crypto.ts";
import { cachingResolver, createDohResolver } from "../../inspector/fetch/dns.ts";
import { safeFetch, type SafeFetchContext } from "../../inspector/fetch/safe-fetch.ts";
import { fetchFailureMessage } from "../../inspector/inspection/messages.ts";
import { refuse, type Result } from "#worker/lib/refusal.ts";

export const VERIFICATION_PATH = "/.well-known/pwa-store-verification.txt";
/** The file is one short line; anything much larger is not it. */
const VERIFICATION_MAX_BYTES = 4096;
/** "pwa-store-verification=" + 128 random bits: recognisable in a file listing, unguessable. */
export const VERIFICATION_PREFIX = "pwa-store-verification=";

/** Its own name in the site's logs: the owner sees what fetched their verification file. */
export const VERIFIER_USER_AGENT = "PWA-Store-Verifier/1.0 (+https://github.com/pwa-store; publisher verification)";

export const newVerificationToken = () => `${VERIFICATION_PREFIX}${randomToken(16)}`;

/** Where the token must be served for an app starting at `startUrl`. */
export function verificationUrl(startUrl: string): string {
  return new URL(VERIFICATION_PATH, new URL(startUrl).origin).href;
}

/**
 * Whether a served file proves the token: one of its lines (trimmed; a BOM and CRLF tolerated)
 * is exactly the token. Pure.
 */
export function fileProvesToken(body: string, token: string): boolean {
  return body
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .some((line) => line.trim() === token);
}

interface VerificationRow {
  id: string;
  source: "url" | "hosted";
  start_url: string;
  verification_token: string | null;
  verified_at: number | null;
}

async function ownedApp(db: Database, userId: string, appId: string): Promise<VerificationRow | null> {
  return db.$client
    .prepare(
      "SELECT id, source, start_url, verification_token, verified_at FROM apps WHERE id = ? AND developer_id = ? AND status <> 'deleted'",
    )
    .bind(appId, userId)
    .first<VerificationRow>();
}

/** The origin-verification token and where the owner puts it (contract/responses/publishing.ts). */
export type VerificationView = z.infer<typeof verificationSchema>;

/**
 * The app's verification token, created on first request and stable afterwards (so the file the
 * owner already serves stays valid). Hosted apps live on an origin the store itself serves:
 * there is nothing to prove.
 */
export async function issueVerificationToken(db: Database, userId: string, appId: string): Promise<Result<VerificationView>> {
  const app = await ownedApp(db, userId, appId);
  if (!app) return refuse("publish_app_not_found");
  if (app.source !== "url") return refuse("publish_verification_hosted");
  let token = app.verification_token;
  if (!token) {
    const candidate = newVerificationToken();
    // Two concurrent first requests: the first write wins and both answer it.
    const row = await db.$client
      .prepare("UPDATE apps SET verification_token = coalesce(verification_token, ?) WHERE id = ? RETURNING verification_token")
      .bind(candidate, app.id)
      .first<{ verification_token: string }>();
    token = row?.verification_token ?? candidate;
  }
  return {
    ok: true,
    value: {
      token,
      path: VERIFICATION_PATH,
      url: verificationUrl(app.start_url),
      verified: app.verified_at !== null,
      verifiedAt: app.verified_at,
    },
  };
}

/**
 * Fetches the verification file and records the proof. A file that answers but does not hold the
 * token (or is gone) withdraws an earlier verification; a network failure leaves it as it was
 * (a site being down for a moment proves nothing either way). When the file could not be read
 * (`publish_verification_unreachable`) or does not hold the token
 * (`publish_verification_mismatch`), the refusal's `message` says which, translated, and its
 * `verification` is the view as it now stands.
 */
export async function checkVerification(args: {
  db: Database;
  config: Pick<AppConfig, "inspect">;
  locale: Locale;
  userId: string;
  appId: string;
  messages: { status: (status: number, url: string) => string; otherOrigin: (url: string) => string; content: (url: string) => string };
  fetch?: typeof fetch;
  now?: number;
}): Promise<Result<VerificationView>> {
  const { db, config } = args;
  const app = await ownedApp(db, args.userId, args.appId);
  if (!app) return refuse("publish_app_not_found");
  if (app.source !== "url") return refuse("publish_verification_hosted");
  const token = app.verification_token;
  if (!token) return refuse("publish_verification_no_token");
  const url = verificationUrl(app.start_url);
  const doFetch = args.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = args.now ?? Date.now();
  const budget = { remaining: 12 };
  const ctx: SafeFetchContext = {
    policy: { allowLoopback: config.inspect.allowLoopback },
    resolver: cachingResolver(
      createDohResolver({
        url: config.inspect.dohUrl,
        fetch: doFetch,
        spend: () => {
          if (budget.remaining <= 0) throw new Error("subrequest budget spent");
          budget.remaining -= 1;
        },
      }),
    ),
    fetch: doFetch,
    requestTimeoutMs: config.inspect.requestTimeoutMs,
    deadline: Date.now() + config.inspect.requestTimeoutMs * 2,
    budget,
    userAgent: VERIFIER_USER_AGENT,
  };
  const view = (verifiedAt: number | null): VerificationView => ({
    token,
    path: VERIFICATION_PATH,
    url,
    verified: verifiedAt !== null,
    verifiedAt,
  });

  const result = await safeFetch(ctx, url, { maxBytes: VERIFICATION_MAX_BYTES, accept: "text/plain,*/*;q=0.5" });
  if (!result.ok) {
    return refuse("publish_verification_unreachable", {
      message: fetchFailureMessage(result.failure, args.locale),
      verification: view(app.verified_at),
    });
  }
  const resource = result.resource;
  let problem: string | null = null;
  if (new URL(resource.url).origin !== new URL(url).origin) problem = args.messages.otherOrigin(resource.url);
  else if (resource.status < 200 || resource.status > 299) problem = args.messages.status(resource.status, resource.url);
  else if (!fileProvesToken(new TextDecoder().decode(resource.body), token)) problem = args.messages.content(resource.url);

  if (problem !== null) {
    if (app.verified_at !== null) {
      await db.$client.prepare("UPDATE apps SET verified_at = NULL WHERE id = ? AND verification_token = ?").bind(app.id, token).run();
    }
    return refuse("publish_verification_mismatch", { message: problem, verification: view(null) });
  }
  await db.$client.prepare("UPDATE apps SET verified_at = ? WHERE id = ? AND verification_token = ?").bind(now, app.id, token).run();
  return { ok: true, value: view(now) };
}
