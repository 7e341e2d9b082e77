import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { ListingPage } from "../components/catalog/listing-page.tsx";
import { seoMeta } from "../lib/seo.ts";
import { loadTrendingPage } from "./trending.server.ts";
import type { Route } from "./+types/trending";

/** /trending?category=&page=: the apps opened most in the last seven days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTrendingPage(context.db, new URL(request.url), getLocale());
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: m.store_trending_title(),
    description: m.store_trending_intro(),
    path: loaderData?.canonicalPath ?? "/trending",
  });
}

export default function Trending({ loaderData }: Route.ComponentProps) {
  const { categories, ...view } = loaderData;
  return (
    <ListingPage
      title={m.store_trending_title()}
      intro={m.store_trending_intro()}
      action="/trending"
      view={view}
      controls={{ category: true }}
      categories={categories}
      emptyTitle={m.store_empty_title()}
      testId="trending-page"
    />
  );
}
