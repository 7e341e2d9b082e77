/**
 * The shapes of the names that rows and apps go by, shared by the request schemas
 * (contract/schemas/), the API's path checks (worker/api/) and the pages' loaders: a value of any
 * other shape names nothing, so it is refused (or not found) before any query.
 */

/** Row ids as the store makes them (128-bit base64url) or app slugs: nothing else names a row. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Category ids as the categories table makes them (db/seed/categories.ts). */
export const CATEGORY_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

/**
 * An app slug: one DNS label (a-z, 0-9 and inner hyphens, at most 63 characters), since it names
 * the app's page (/app/{slug}) and a hosted app's origin ({slug}.APPS_DOMAIN).
 */
export const APP_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
