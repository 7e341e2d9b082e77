import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { CategoryView } from "#contract/catalog.ts";
import { CategoryIcon } from "../category-icon.tsx";
import { isSingular } from "#app/lib/plural.ts";

/** "1 app" / "8 apps" in the reader's language. */
export function appCountText(count: number): string {
  return isSingular(count) ? m.store_app_count_one({ count: String(count) }) : m.store_app_count_other({ count: String(count) });
}

/**
 * The category cards of the home page and /categories: each whole card links to the category's
 * page and shows its live count of published apps. The link is named by its visible text (name,
 * description, count): a shorter aria-label would not contain what sighted voice-control users
 * read on the card.
 */
export function CategoryGrid({
  categories,
  testId = "category-grid",
  showDescription = true,
}: {
  categories: readonly CategoryView[];
  testId?: string;
  showDescription?: boolean;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/categories/${category.id}`}
            prefetch="intent"
            data-category-id={category.id}
            className="focus-ring group flex h-full flex-col rounded-xl border border-slate-200 p-5 transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:hover:border-slate-700"
          >
            <span className={`flex h-12 w-12 items-center justify-center rounded-lg ${category.colorClass}`}>
              <CategoryIcon name={category.icon} />
            </span>
            <span className="mt-4 font-semibold text-slate-900 group-hover:text-brand-600 dark:text-white dark:group-hover:text-brand-100">
              {category.name}
            </span>
            {showDescription ? (
              <span className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{category.description}</span>
            ) : null}
            <span
              className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300"
              data-testid="category-count"
              data-count={category.appCount}
            >
              {appCountText(category.appCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
