import { useEffect } from "react";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { parseLocale, switchLocale, syncLocaleWithStoredChoice, type AppLocale } from "#app/lib/locale.ts";
import { HeaderMenu } from "./header-menu.tsx";

/** The languages on offer (docs/product.md#language-and-theme), each named in its own language. */
const LANGUAGES: readonly { code: AppLocale; name: () => string }[] = [
  { code: "en", name: () => m.language_name_en() },
  { code: "zh", name: () => m.language_name_zh() },
];

/**
 * The header's language menu: English and 中文 (docs/product.md#header). Choosing saves localStorage
 * "locale" and its cookie mirror, then reloads so the edge renders the new language
 * (lib/locale.ts).
 */
export function LanguageSwitcher() {
  const current = parseLocale(getLocale()) ?? "en";
  const currentName = LANGUAGES.find((language) => language.code === current)?.name() ?? current;

  useEffect(() => {
    // The stored choice wins over a missing or stale cookie: mirror it and reload once if needed.
    syncLocaleWithStoredChoice();
  }, []);

  return (
    <HeaderMenu
      testId="language-switcher"
      buttonLabel={m.language_switcher_label({ language: currentName })}
      buttonContent={
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2}>
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
          </svg>
          <span className="hidden sm:inline">{currentName}</span>
        </>
      }
      menuLabel={m.language_menu_label()}
      options={LANGUAGES.map((language) => ({ value: language.code, label: language.name(), lang: language.code }))}
      selected={current}
      onSelect={switchLocale}
    />
  );
}
