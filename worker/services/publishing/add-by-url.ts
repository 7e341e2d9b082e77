/**
 * "Add by URL" (POST /api/client/pwas, docs/publishing.md#creating-an-app): the server inspects the address itself (a
 * inspection the client sends is never trusted, so none is accepted), refuses an app that Chromium
 * would not install or that is already in the store (and asks to try again when the network left
 * the verdict undecided), and creates the listing in one D1 batch
 * with the manifest's fields, overridden by the owner's edits.
 */
import type { AddByUrlValues } from "#contract/schemas/app-metadata.ts";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import { APP_STATUSES, apps, type AppStatus } from "#db/schema.ts";
import type { AppConfig } from "../../lib/config.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { findDuplicateApp, type AppIdentity } from "./duplicates.ts";
import { autoApproves } from "../settings/site.ts";
import { inspectApp, type InspectOptions, type InspectOutcome } from "../../inspector/inspect.ts";
import {
  buildNewAppValues,
  developerDisplayName,
  initialStatus,
  installRefusalReasons,
  isInconclusive,
  categoryRefusal,
  manifestHash,
  withFreshSlug,
} from "./new-app.ts";
import { refuse, type Refused } from "#worker/lib/refusal.ts";

/**
 * Statuses that hold an app's identity: a second listing of the same manifest id (or start URL)
 * is refused while one exists in any of them. A deleted app frees it.
 */
export const IDENTITY_HOLDING_STATUSES: readonly AppStatus[] = APP_STATUSES.filter((status) => status !== "deleted");

/** The inspector's settings for a request or the cron, from the configuration. */
export function inspectOptions(
  config: Pick<AppConfig, "inspect">,
  locale: Locale,
  findDuplicate: InspectOptions["findDuplicate"],
): InspectOptions {
  return {
    policy: { allowLoopback: config.inspect.allowLoopback },
    locale,
    requestTimeoutMs: config.inspect.requestTimeoutMs,
    deadlineMs: config.inspect.deadlineMs,
    dohUrl: config.inspect.dohUrl,
    findDuplicate,
  };
}

/** An address the inspector refused to inspect (or found no page at), as the store refuses it. */
export function inspectionRefusal(outcome: Extract<InspectOutcome, { ok: false }>): Refused {
  return refuse("inspection_refused", { reason: outcome.reason, message: outcome.message, redirects: outcome.redirects });
}

export interface DuplicateInfo {
  id: string;
  slug: string;
  status: AppStatus;
  /** The caller's own app (any status): the answer links to /my-pwas rather than the listing. */
  mine: boolean;
}

/**
 * The app created, or the refusal: `publish_category_invalid`, `inspection_refused` (details: the
 * inspector's `reason`, `message` and `redirects`), `publish_not_installable` (`reasons`, and the inspection as `report`, its name on the wire),
 * `publish_inspection_inconclusive` (`unreachable`, `report`: the network left a required check
 * undecided) or `publish_duplicate` (`duplicate`: a DuplicateInfo, `mine`).
 */
export type AddOutcome = { ok: true; id: string; slug: string; status: AppStatus } | Refused;

/** The refusal of an app someone already added. */
const duplicateRefusal = (duplicate: DuplicateInfo) => refuse("publish_duplicate", { duplicate, mine: duplicate.mine });

async function duplicateInfo(db: Database, found: { id: string; slug: string }, userId: string): Promise<DuplicateInfo> {
  const row = await db.$client
    .prepare("SELECT status, developer_id FROM apps WHERE id = ?")
    .bind(found.id)
    .first<{ status: AppStatus; developer_id: string | null }>();
  return { id: found.id, slug: found.slug, status: row?.status ?? "published", mine: row?.developer_id === userId };
}

/**
 * Inspects `input.url` and creates the app.
 *
 * @example
 * const outcome = await addAppByUrl({ db, config, locale, user, input });
 * if (outcome.ok) outcome.status // "pending" (or "published" when auto-approved: AUTO_APPROVE_APPS or the General setting)
 */
export async function addAppByUrl(args: {
  db: Database;
  config: Pick<AppConfig, "inspect" | "publishing">;
  locale: Locale;
  user: { id: string; name: string; username: string };
  input: AddByUrlValues;
  /** Tests: the inspector's fetch. */
  fetch?: typeof fetch;
  now?: number;
}): Promise<AddOutcome> {
  const { db, input, user } = args;
  const categoryRefused = await categoryRefusal(db, input.category);
  if (categoryRefused) return categoryRefused;

  const findDuplicate = (identity: AppIdentity) => findDuplicateApp(db, identity, IDENTITY_HOLDING_STATUSES);
  const outcome = await inspectApp(input.url, { ...inspectOptions(args.config, args.locale, findDuplicate), fetch: args.fetch });
  if (!outcome.ok) return inspectionRefusal(outcome);
  const inspection = outcome.inspection;
  if (inspection.duplicate) return duplicateRefusal(await duplicateInfo(db, inspection.duplicate, user.id));
  // The network left a required check undecided: not a verdict on the app, so not "not installable".
  if (isInconclusive(inspection)) {
    return refuse("publish_inspection_inconclusive", { unreachable: inspection.installable.unreachable, report: inspection });
  }
  const reasons = installRefusalReasons(inspection);
  if (reasons.length > 0) return refuse("publish_not_installable", { reasons, report: inspection });

  const status = initialStatus({ publishing: { autoApprove: await autoApproves(db, args.config) } });
  const hash = await manifestHash(inspection.manifest);
  const name = input.name ?? inspection.manifest?.name ?? inspection.manifest?.shortName ?? "";
  const create = withFreshSlug(db, name, async (slug) => {
    const values = buildNewAppValues({
      slug,
      status,
      owner: { id: user.id, displayName: developerDisplayName(user) },
      source: "url",
      fields: input,
      inspection,
      manifestHash: hash,
      screenshots: input.screenshots ?? null,
      now: args.now,
    });
    await db.batch([db.insert(apps).values(values)]);
    return { id: values.id, slug };
  });
  let created: { id: string; slug: string };
  try {
    created = await create;
  } catch (error) {
    // Another owner's add of the same manifest won the race since the duplicate check above.
    if (!isUniqueViolation(error) || !/manifest_id/i.test(String((error as { cause?: unknown }).cause ?? error))) throw error;
    const manifest = inspection.manifest;
    const winner = manifest ? await findDuplicate({ id: manifest.id, startUrl: manifest.startUrl }) : null;
    if (!winner) throw error;
    return duplicateRefusal(await duplicateInfo(db, winner, user.id));
  }
  return { ok: true, ...created, status };
}
