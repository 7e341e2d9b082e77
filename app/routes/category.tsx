import { data, Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { CategoryIcon } from "../components/category-icon.tsx";
import { ListingPage } from "../components/catalog/listing-page.tsx";
import { seoMeta } from "../lib/seo.ts";
import { loadCategoryPage } from "./category.server.ts";
import type { Route } from "./+types/category";

/** /categories/:id?sort=&page=: one active category's apps. Unknown or inactive → the not-found page, status 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadCategoryPage(context.db, params.id, new URL(request.url), getLocale());
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // A 404 renders the root error boundary, whose own meta names the page.
  if (!loaderData) return [];
  const { category } = loaderData;
  return seoMeta(matches, {
    title: m.store_category_title({ category: category.name }),
    description: category.description || m.store_meta_description(),
    path: loaderData.canonicalPath,
  });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, ...view } = loaderData;
  return (
    <ListingPage
      before={
        <nav aria-label={m.app_breadcrumb()} className="mb-4 text-sm" data-testid="category-breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
            <li>
              <Link to="/categories" className="focus-ring rounded font-medium text-brand-600 hover:underline dark:text-brand-100">
                {m.store_all_categories()}
              </Link>
            </li>
            <li aria-hidden="true" className="text-slate-400">
              /
            </li>
            <li aria-current="page" className="flex min-w-0 items-center gap-2 font-medium text-slate-900 dark:text-white">
              <span aria-hidden="true" className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-lg ${category.colorClass}`}>
                <CategoryIcon name={category.icon} className="h-5 w-5" />
              </span>
              <span className="truncate">{category.name}</span>
            </li>
          </ol>
        </nav>
      }
      title={category.name}
      intro={category.description}
      action={`/categories/${category.id}`}
      view={view}
      controls={{ sort: true }}
      emptyTitle={m.store_empty_category()}
      testId="category-page"
    />
  );
}
