import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { ListingPage } from "../components/catalog/listing-page.tsx";
import { seoMeta } from "../lib/seo.ts";
import { loadStorePage } from "./store.server.ts";
import type { Route } from "./+types/store";

/** /store?q=&category=&sort=&page=: every choice lives in the URL, so any result page can be shared and reloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStorePage(context.db, new URL(request.url), getLocale());
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
  const { categories, ...view } = loaderData;
  return (
    <ListingPage
      title={view.form.q ? m.store_search_title({ q: view.form.q }) : m.store_title()}
      intro={view.form.q ? undefined : m.store_intro()}
      action="/store"
      view={view}
      controls={{ q: true, category: true, sort: true }}
      categories={categories}
      emptyTitle={m.store_empty_title()}
      testId="store-page"
    />
  );
}
