import { type PackedCard, unpackCard } from "../../lib/catalog-card.ts";
import { AppCard } from "./app-card.tsx";

/** Grid classes shared by the grid and its skeleton, so loading never shifts the layout. */
export const APP_GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/**
 * A grid of app cards, from the packed cards a loader sends (app/lib/catalog-card.ts). `eagerCount`
 * cards load their icons at once (the ones likely above the fold); the rest load lazily as they
 * scroll into view.
 */
export function AppGrid({
  apps,
  eagerCount = 0,
  testId = "app-grid",
  label,
  headingLevel,
}: {
  apps: readonly PackedCard[];
  eagerCount?: number;
  testId?: string;
  label?: string;
  /** The cards' heading level (app-card.tsx): 2 right under a page's h1, else 3. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={APP_GRID_CLASS} data-testid={testId} aria-label={label}>
      {apps.map((card, index) => {
        const app = unpackCard(card);
        return <AppCard key={app.id} app={app} eager={index < eagerCount} headingLevel={headingLevel} />;
      })}
    </ul>
  );
}
