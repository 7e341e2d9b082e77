import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { CategoryGrid } from "../components/catalog/category-grid.tsx";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { seoMeta } from "../lib/seo.ts";
import { loadCategoriesPage } from "./categories.server.ts";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  return loadCategoriesPage(context.db, getLocale());
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, { title: m.store_categories_title(), description: m.store_categories_intro(), path: "/categories" });
}

/** /categories: every active category with its live count of published apps. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12" data-testid="categories-page">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{m.store_categories_title()}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-400">{m.store_categories_intro()}</p>
      <div className="mt-8">
        {categories.length === 0 ? <EmptyState title={m.home_categories_empty()} /> : <CategoryGrid categories={categories} />}
      </div>
    </div>
  );
}
