import type { AppCard as AppCardData } from "#contract/catalog.ts";
import { AppCard } from "./app-card.tsx";

/** Grid classes shared by the grid and its skeleton, so loading never shifts the layout. */
export const APP_GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/**
 * A grid of app cards. `eagerCount` cards load their icons at once (the ones likely above the
 * fold); the rest load lazily as they scroll into view.
 */
export function AppGrid({
  apps,
  eagerCount = 0,
  testId = "app-grid",
  label,
}: {
  apps: readonly AppCardData[];
  eagerCount?: number;
  testId?: string;
  label?: string;
}) {
  return (
    <ul className={APP_GRID_CLASS} data-testid={testId} aria-label={label}>
      {apps.map((app, index) => (
        <li key={app.id}>
          <AppCard app={app} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
