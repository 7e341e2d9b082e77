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

/**
 * A card as the loaders send it: `AppCardView`'s values in a fixed order, without the keys. In the
 * hydration data (turbo-stream) an object costs a `"_<key>":<value>` pair per field and an array
 * only the value's reference, so 24 cards weigh ~2 KB less; the text itself is sent once either way.
 * `verified` is 1 or 0.
 */
export type PackedCard = [
  id: string,
  slug: string,
  name: string,
  description: string,
  icon: string,
  categoryName: string,
  developer: string,
  sizeBytes: number | null,
  rating: number,
  opens: number,
  verified: 0 | 1,
];

/** A listing whose items are packed cards (what the listing loaders send). */
export type ListingView = Omit<Listing, "items"> & { items: PackedCard[] };

/** A category as a filter's option. */
export type CategoryOption = Pick<CategoryView, "id" | "name">;

/** The card's fields of an app (a full `AppCard` or a view), packed for a loader's data. */
export function packCard(app: AppCardView): PackedCard {
  return [
    app.id,
    app.slug,
    app.name,
    app.description,
    app.icon,
    app.categoryName,
    app.developer,
    app.sizeBytes,
    app.rating,
    app.opens,
    app.verified ? 1 : 0,
  ];
}

/** The card's fields again, for the component. */
export function unpackCard(card: PackedCard): AppCardView {
  const [id, slug, name, description, icon, categoryName, developer, sizeBytes, rating, opens, verified] = card;
  return { id, slug, name, description, icon, categoryName, developer, sizeBytes, rating, opens, verified: verified === 1 };
}
