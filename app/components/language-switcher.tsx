import { useEffect } from "react";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { parseLocale, switchLocale, syncLocaleWithStoredChoice } from "#app/lib/locale.ts";
import { BASE_LOCALE, LOCALE_ENDONYMS, LOCALES, type Locale } from "#contract/locales.ts";
import { apiRequest } from "#app/lib/api/client.ts";
import { useAuth } from "#app/lib/session/auth-context.tsx";
import type { StoredUser } from "#app/lib/session/storage.ts";
import { HeaderMenu } from "./header-menu.tsx";

/**
 * The header's language menu: every loaded language by its own name (English, 中文, Español,
 * Français, Deutsch, 日本語; docs/product.md#header), keyboard operable (header-menu.tsx). Choosing
 * saves localStorage "locale" and its cookie mirror, then reloads so the edge renders the new
 * language (lib/locale.ts). Signed in, the choice is also saved as the account's language
 * (`preferences.locale`), which its mails are written in.
 */
export function LanguageSwitcher() {
  const current = parseLocale(getLocale()) ?? BASE_LOCALE;
  const currentName = LOCALE_ENDONYMS[current];
  const { status, user, setUser } = useAuth();

  const choose = async (locale: Locale) => {
    const saved = parseLocale((user?.preferences as { locale?: unknown } | undefined)?.locale);
    if (status === "authenticated" && user && saved !== locale) {
      try {
        const answer = await apiRequest<{ user: StoredUser }>("/client/auth/profile", {
          method: "PUT",
          body: { preferences: { locale } },
        });
        setUser(answer.user);
      } catch {
        // The page still switches; the account keeps its former language for mails.
      }
    }
    switchLocale(locale);
  };

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
          <span className="hidden sm:inline" lang={current}>
            {currentName}
          </span>
        </>
      }
      menuLabel={m.language_menu_label()}
      options={LOCALES.map((code) => ({ value: code, label: LOCALE_ENDONYMS[code], lang: code }))}
      selected={current}
      onSelect={(locale) => void choose(locale)}
    />
  );
}
