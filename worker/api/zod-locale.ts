/**
 * zod's built-in messages in the caller's language, written once for every place the API parses
 * a request (validate() in validation.ts, the multipart fields of publishing-upload.ts).
 */
import type { z } from "zod";
import de from "zod/v4/locales/de.js";
import es from "zod/v4/locales/es.js";
import fr from "zod/v4/locales/fr.js";
import ja from "zod/v4/locales/ja.js";
import zhCN from "zod/v4/locales/zh-CN.js";
import type { Locale } from "#app/paraglide/runtime.js";

/**
 * zod's built-in messages per locale. A message written into a schema (`z.string().min(8, "...")`)
 * wins over these: zod applies schema-level errors before the per-parse map.
 */
const zodErrorMaps: Record<Locale, z.core.$ZodErrorMap | undefined> = {
  en: undefined,
  zh: zhCN().localeError,
  es: es().localeError,
  fr: fr().localeError,
  de: de().localeError,
  ja: ja().localeError,
};

/**
 * The error map to pass as `{ error }` to `safeParse` for a request in `locale`.
 *
 * @example
 * schema.safeParse(value, { error: zodErrorMap(c.get("locale")) })
 */
export function zodErrorMap(locale: Locale): z.core.$ZodErrorMap | undefined {
  return zodErrorMaps[locale];
}
