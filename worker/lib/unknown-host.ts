/**
 * What a host name that is neither the store's nor an app origin's gets (worker/lib/doors.ts):
 * 404, in the visitor's language, the API's failure envelope for an `/api` path, a short page
 * otherwise. Nothing of the store is answered there.
 */
import { m } from "#app/paraglide/messages.js";
import type { FailureCode } from "#contract/failure-codes.ts";
import { localeFromRequest } from "#contract/locales.ts";
import type { Env } from "../env.ts";
import { loadLocaleTexts, textsUnavailable } from "./locale-texts.ts";
import { shortPage } from "./short-page.ts";

export async function unknownHost(request: Request, env: Env, api: boolean): Promise<Response> {
  if (!(await loadLocaleTexts(env.ASSETS))) return textsUnavailable(api ? "api" : "page");
  const locale = localeFromRequest(request);
  if (api) {
    return Response.json(
      { success: false, code: "not_found" satisfies FailureCode, message: m.api_not_found({}, { locale }) },
      { status: 404, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } },
    );
  }
  return shortPage(404, { lang: locale, title: m.not_found_title({}, { locale }), text: m.api_not_found({}, { locale }) });
}
