/**
 * The rating aggregate of an app (`apps.rating_average`, `apps.rating_count`) is derived data:
 * the app's baseline (ratings it carried before reviews existed, `app_rating_baselines`) plus its
 * approved reviews. Every change that can move it (a review created, edited, deleted, moderated,
 * flagged by reports; an account deleted) puts this one recomputing UPDATE in the same D1 batch,
 * so the stored figures are always exactly what the rows say (ADR 0016).
 */

/** Reviews that count: approved ones (`extra` narrows further, e.g. "not this author's"). */
const counted = (extra = "") => `FROM reviews r WHERE r.app_id = apps.id AND r.status = 'approved'${extra}`;
const baseline = (column: "rating_count" | "rating_sum") =>
  `coalesce((SELECT b.${column} FROM app_rating_baselines b WHERE b.app_id = apps.id), 0)`;

function recomputeSql(where: string, extra = ""): string {
  const count = `(${baseline("rating_count")} + (SELECT count(*) ${counted(extra)}))`;
  const sum = `(${baseline("rating_sum")} + (SELECT total(r.rating) ${counted(extra)}))`;
  return `UPDATE apps SET rating_count = ${count}, rating_average = coalesce(${sum} / nullif(${count}, 0), 0) WHERE ${where}`;
}

const RECOMPUTE_ONE = recomputeSql("id = ?1");

/** The statement that recomputes one app's rating from its rows; put it last in the change's batch. */
export function recomputeRatingStatement(d1: D1Database, appId: string): D1PreparedStatement {
  return d1.prepare(RECOMPUTE_ONE).bind(appId);
}

/**
 * For account deletion: recomputes every app the user reviewed as if their reviews were gone.
 * Runs in the deletion's batch BEFORE the account row is deleted (whose cascade removes the
 * reviews), so the apps are still findable and the figures match the rows that remain.
 */
export function recomputeRatingsWithoutUserStatement(d1: D1Database, userId: string): D1PreparedStatement {
  return d1.prepare(recomputeSql("id IN (SELECT app_id FROM reviews WHERE user_id = ?1)", " AND r.user_id <> ?1")).bind(userId);
}
