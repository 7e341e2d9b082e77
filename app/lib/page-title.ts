/** Default product name when the root loader's data is not available (error pages). */
export const DEFAULT_PRODUCT_NAME = "PWA Store";

/**
 * Every page title is "{Page} | {Product name}" (docs/product.md#pages-and-routes).
 *
 * @example formatPageTitle("Home", "PWA Store") // "Home | PWA Store"
 */
export function formatPageTitle(page: string, productName: string = DEFAULT_PRODUCT_NAME): string {
  const name = productName.trim() || DEFAULT_PRODUCT_NAME;
  const title = page.trim();
  return title ? `${title} | ${name}` : name;
}

/** The product name from the root loader's data, found in a route's `meta` matches. */
export function productNameFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { productName?: string } | undefined;
  return root?.productName ?? DEFAULT_PRODUCT_NAME;
}
