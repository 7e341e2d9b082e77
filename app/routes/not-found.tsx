import { data } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { NotFoundPage } from "../components/not-found-page.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import type { Route } from "./+types/not-found";

/** Status 404 for the document, so crawlers and tools see the page for what it is. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.not_found_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
