/*
 * Store search addresses. The header's search box (on every page) needs only these, not the
 * listing helpers of catalog-listing.ts.
 */

/**
 * Turns a GET form's fields into a query string without the empty ones, so a listing URL holds
 * only real choices (`/store?q=maps`, not `/store?q=maps&category=&sort=`).
 */
export function searchFromForm(entries: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const text = name === "q" ? value.trim() : value;
    if (text !== "") params.append(name, text);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The store search for one tag (detail pages link each tag here). */
export function tagSearchHref(tag: string): string {
  return `/store?${new URLSearchParams({ q: tag })}`;
}
