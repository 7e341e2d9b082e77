import type { AppCard, CategoryView, Listing } from "#contract/catalog.ts";

/**
 * What an app card shows (components/catalog/app-card.tsx), and nothing more: a page's loader
 * data travels twice, as HTML and as the hydration payload, so the card's loaders send only these
 * fields (docs/performance.md, "Page weight"). A full `AppCard` (the API's) is one too.
 */
export type AppCardView = Pick<
  AppCard,
  "id" | "slug" | "name" | "description" | "icon" | "categoryName" | "developer" | "sizeBytes" | "rating" | "opens" | "verified"
>;

/** A listing whose items carry only the card's fields. */
export type ListingView = Omit<Listing, "items"> & { items: AppCardView[] };

/** A category as a filter's option. */
export type CategoryOption = Pick<CategoryView, "id" | "name">;

export function cardView(app: AppCardView): AppCardView {
  return {
    id: app.id,
    slug: app.slug,
    name: app.name,
    description: app.description,
    icon: app.icon,
    categoryName: app.categoryName,
    developer: app.developer,
    sizeBytes: app.sizeBytes,
    rating: app.rating,
    opens: app.opens,
    verified: app.verified,
  };
}

export const categoryOption = (category: CategoryOption): CategoryOption => ({ id: category.id, name: category.name });
