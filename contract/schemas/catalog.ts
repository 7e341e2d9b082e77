import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { CATEGORY_ID_PATTERN } from "../ids.ts";

/**
 * Listing orders. `relevance` is the default while searching (and means `popular` without a
 * query); the others are the store's sort menu.
 */
export const APP_SORTS = ["popular", "new", "trending", "rating", "name", "relevance"] as const;
export type AppSort = (typeof APP_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;
/** A larger pageSize is clamped to this, not refused (docs/product.md#http-api). */
export const MAX_PAGE_SIZE = 100;
/** Deep pages cost an OFFSET scan; nobody pages this far by hand. */
export const MAX_PAGE = 1000;

/** `?category=` (an empty form field) means "not set" (docs/product.md#http-api). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

/** A whole number from the query string within [min, max], with one message for any failure. */
function wholeNumber(min: number, max: number, message: () => string) {
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/**
 * The listing query of GET /api/client/apps and of the /store, category, trending and new pages:
 * one schema for both, so the page and the API read a URL the same way. The API refuses invalid
 * values (400); pages drop them (see `readListingParams`) so a mangled shared link still opens.
 */
export const listingQuerySchema = z.object({
  q: z
    .string()
    .max(200, { error: () => m.catalog_query_too_long() })
    .transform((value) => value.trim())
    .optional(),
  category: unsetWhenEmpty(
    z
      .string()
      .trim()
      .regex(CATEGORY_ID_PATTERN, { error: () => m.catalog_category_invalid() })
      .optional(),
  ),
  sort: unsetWhenEmpty(z.enum(APP_SORTS, { error: () => m.catalog_sort_invalid() }).optional()),
  /** `exact=1`: the words as typed, without the typo and any-word forgiveness ("search instead for"). */
  exact: unsetWhenEmpty(
    z
      .enum(["1"], { error: () => m.catalog_exact_invalid() })
      .transform(() => true)
      .optional(),
  ),
  page: unsetWhenEmpty(wholeNumber(1, MAX_PAGE, () => m.catalog_page_invalid()).default(1)),
  // Any whole number above the cap is clamped (docs/product.md#http-api), however large: zod's
  // .int() would refuse numbers past 2^53, so wholeness is checked with Number.isInteger instead.
  pageSize: unsetWhenEmpty(
    z.coerce
      .number({ error: () => m.catalog_page_size_invalid() })
      .min(1, { error: () => m.catalog_page_size_invalid() })
      .refine(Number.isInteger, { error: () => m.catalog_page_size_invalid() })
      .default(DEFAULT_PAGE_SIZE)
      .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
  ),
});

export type ListingQuery = z.output<typeof listingQuerySchema>;

/**
 * GET /api/client/suggestions: what is typed so far in the header's search box. Fewer than
 * `MIN_SUGGESTION_QUERY` (contract/search-words.ts) letters or digits answer nothing (not a refusal: the box asks as it goes).
 */
export const suggestionQuerySchema = z.object({
  q: listingQuerySchema.shape.q.unwrap(),
});

/**
 * A page's reading of its URL: each valid parameter is kept, each invalid one dropped (an empty
 * value means "not set", as an HTML form submits it).
 */
export function readListingParams(params: URLSearchParams): ListingQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(listingQuerySchema.shape)) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = listingQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  return listingQuerySchema.parse(raw);
}

/** The URL search string for a listing, leaving defaults out so shared links stay short. */
export function listingSearch(query: Partial<ListingQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.exact) params.set("exact", "1");
  if (query.sort && query.sort !== "relevance") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : "";
}
