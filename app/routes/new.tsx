import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { ListingPage } from "../components/catalog/listing-page.tsx";
import { seoMeta } from "../lib/seo.ts";
import { loadNewPage } from "./new.server.ts";
import type { Route } from "./+types/new";

/** /new?category=&page=: the most recently published apps first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewPage(context.db, new URL(request.url), getLocale());
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, { title: m.store_new_title(), description: m.store_new_intro(), path: loaderData?.canonicalPath ?? "/new" });
}

export default function New({ loaderData }: Route.ComponentProps) {
  const { categories, ...view } = loaderData;
  return (
    <ListingPage
      title={m.store_new_title()}
      intro={m.store_new_intro()}
      action="/new"
      view={view}
      controls={{ category: true }}
      categories={categories}
      emptyTitle={m.store_empty_title()}
      testId="new-page"
    />
  );
}
