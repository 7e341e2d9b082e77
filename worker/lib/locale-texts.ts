/**
 * Loads the interface texts the Worker build does not carry as code
 * (docs/decisions/0041-worker-loads-translations.md, 0046-english-as-data-too.md).
 *
 * A production build's `m` looks every message, English too, up in contract/locale-texts.ts; the
 * texts themselves are one content-hashed JSON file among the static assets, whose address the
 * build defines as `__LOCALE_TEXTS_URL__`. The entry awaits `loadLocaleTexts` before a page, an
 * API answer or a scheduled run, so every message after it finds its text; the file is read once
 * per isolate. Without it the Worker has no words to answer with: the entry answers 503
 * (`textsUnavailable`) and the next request reads again. Under `npm run dev` and in the tests'
 * Worker nothing is defined: the message modules carry every language and this does nothing.
 */
import type { FailureCode } from "#contract/failure-codes.ts";
import { installLocaleTexts, localeTextsInstalled, type LocaleTexts } from "#contract/locale-texts.ts";
import { readStaticFile } from "./static-file.ts";

declare const __LOCALE_TEXTS_URL__: string | undefined;

/** The address of the build's translations, or null when the messages carry them (dev, tests). */
export const LOCALE_TEXTS_URL: string | null = typeof __LOCALE_TEXTS_URL__ === "string" ? __LOCALE_TEXTS_URL__ : null;

let loading: Promise<boolean> | null = null;

/**
 * Installs the texts from the static assets, once per isolate (concurrent first requests share one
 * read). Answers whether the messages have their texts: true once installed (or when the build
 * carries them as code); false after a failed read, which is logged and tried again by the next
 * request.
 */
export function loadLocaleTexts(assets: Fetcher | undefined, url = LOCALE_TEXTS_URL): Promise<boolean> {
  if (!url || localeTextsInstalled()) return Promise.resolve(true);
  loading ??= read(assets, url).then(
    () => true,
    (error: unknown) => {
      loading = null;
      console.error("[i18n] could not load the interface texts:", error);
      return false;
    },
  );
  return loading;
}

/**
 * The sentence of the one answer given without the texts: messages/en.json's `api_server_error`,
 * written out here because the messages have no words until the texts are loaded (a unit test
 * keeps the two equal).
 */
export const TEXTS_UNAVAILABLE_MESSAGE = "A server error occurred. Please try again later.";
/** Seconds after which a client may ask again (the next request reads the texts again). */
export const TEXTS_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * What the Worker answers while it has no texts: 503 with Retry-After, never cached; the API's
 * failure envelope for the API, a plain page for a page.
 */
export function textsUnavailable(kind: "api" | "page"): Response {
  const headers = {
    "Retry-After": String(TEXTS_UNAVAILABLE_RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  };
  if (kind === "api") {
    const body = { success: false, code: "texts_unavailable" satisfies FailureCode, message: TEXTS_UNAVAILABLE_MESSAGE };
    return Response.json(body, { status: 503, headers });
  }
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>503</title><p>${TEXTS_UNAVAILABLE_MESSAGE}</p></html>`;
  return new Response(page, {
    status: 503,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'none'" },
  });
}

async function read(assets: Fetcher | undefined, url: string): Promise<void> {
  installLocaleTexts((await (await readStaticFile(assets, url)).json()) as LocaleTexts);
}
