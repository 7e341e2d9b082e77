import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { Link } from "react-router";
import { AppGrid } from "../components/catalog/app-grid.tsx";
import { ListingPage } from "../components/catalog/listing-page.tsx";
import type { CategoryOption, PackedCard } from "../lib/catalog-card.ts";
import { seoMeta } from "../lib/seo.ts";
import { loadStorePage } from "./store.server.ts";
import type { Route } from "./+types/store";

/** /store?q=&category=&sort=&page=: every choice lives in the URL, so any result page can be shared and reloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadStorePage(context.db, new URL(request.url), getLocale(), context.settings.search.aliases);
  // The search's first page is counted by the page door, cached copies too (ADR 0070).
  if (page.form.q && page.pagination.page === 1) context.search.results = page.listing.total;
  return page;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.form.q;
  const title = q
    ? m.store_search_title({ q })
    : loaderData?.categoryName
      ? m.store_title_in_category({ category: loaderData.categoryName })
      : m.store_title();
  return seoMeta(matches, { title, description: m.store_meta_description(), path: loaderData?.canonicalPath ?? "/store" });
}

export default function Store({ loaderData }: Route.ComponentProps) {
  const { categories, popular, matchedCategories, ...view } = loaderData;
  return (
    <ListingPage
      title={view.form.q ? m.store_search_title({ q: view.form.q }) : m.store_title()}
      intro={view.form.q ? undefined : m.store_intro()}
      action="/store"
      view={view}
      controls={{ q: true, category: true, sort: true }}
      categories={categories}
      emptyTitle={m.store_empty_title()}
      noResultsExtra={popular ? <NoResultsWayOn popular={popular} categories={categories} /> : null}
      searchAside={matchedCategories.length > 0 ? <MatchedCategories categories={matchedCategories} /> : null}
      testId="store-page"
    />
  );
}

/** The categories a search's words name ("produktivity" → Productivity), as links to their pages. */
function MatchedCategories({ categories }: { categories: readonly CategoryOption[] }) {
  return (
    <p className="flex basis-full flex-wrap items-center gap-2" data-testid="search-categories">
      <span>{m.store_search_categories()}</span>
      {categories.map((category) => (
        <Link key={category.id} to={`/categories/${encodeURIComponent(category.id)}`} className={CATEGORY_CHIP}>
          {category.name}
        </Link>
      ))}
    </p>
  );
}

/** A category as a rounded link: the categories a search names, and every one when it found nothing. */
const CATEGORY_CHIP =
  "focus-ring inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-100";

/** Under a search that found nothing: the most opened apps and every category, instead of an empty box. */
function NoResultsWayOn({ popular, categories }: { popular: PackedCard[]; categories: readonly CategoryOption[] }) {
  return (
    <div className="mt-10 space-y-10" data-testid="no-results-way-on">
      {popular.length > 0 ? (
        <section>
          <h2 className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">{m.store_search_popular_heading()}</h2>
          <AppGrid apps={popular} label={m.store_search_popular_heading()} headingLevel={3} testId="popular-instead" />
        </section>
      ) : null}
      {categories.length > 0 ? (
        <section>
          <h2 className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">{m.home_categories_heading()}</h2>
          <ul className="flex flex-wrap gap-2" data-testid="categories-instead">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={`/categories/${encodeURIComponent(category.id)}`} className={CATEGORY_CHIP}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
