import { useRouteLoaderData } from "react-router";
import { getLocale } from "#app/paraglide/runtime.js";
import { appJsonLd, jsonLdScript, type JsonLdApp } from "#app/lib/json-ld.ts";
import { useNonce } from "#app/lib/nonce.tsx";

/**
 * Structured data for search engines (app/lib/json-ld.ts builds and escapes it). A data block, never
 * executed; it still carries the render's nonce so every inline script on a page has one.
 */
export function JsonLd({ value }: { value: unknown }) {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes "<" so the data cannot close the script
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdScript(value) }} />;
}

/** An app page's schema.org SoftwareApplication, its URL the page's canonical one, in the page's language. */
export function AppJsonLd({ app }: { app: JsonLdApp & { slug: string } }) {
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin ?? "";
  return <JsonLd value={appJsonLd({ ...app, inLanguage: getLocale() }, `${origin}/app/${encodeURIComponent(app.slug)}`)} />;
}
