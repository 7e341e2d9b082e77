import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { loader as rootLoader } from "#app/root.tsx";
import {
  applyTheme,
  preferenceFromStored,
  readThemePreference,
  resolveTheme,
  saveThemePreference,
  systemPrefersDark,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  watchSystemTheme,
  writeThemeCookie,
  type ThemePreference,
} from "#app/lib/theme.ts";
import { HeaderMenu } from "./header-menu.tsx";
import { LineIcon } from "./line-icon.tsx";

const iconClass = "h-5 w-5 shrink-0";

function ThemeIcon({ preference }: { preference: ThemePreference }) {
  if (preference === "light") {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth={2}>
        <circle cx="12" cy="12" r="4" />
        <path
          strokeLinecap="round"
          d="M12 2v2m0 16v2M4.93 4.93l1.41 1.41m11.32 11.32l1.41 1.41M2 12h2m16 0h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41"
        />
      </svg>
    );
  }
  if (preference === "dark") {
    return <LineIcon d="M21 12.79A9 9 0 1 1 11.21 3a7 7 0 0 0 9.79 9.79z" className={iconClass} />;
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path strokeLinecap="round" d="M8 20h8m-4-4v4" />
    </svg>
  );
}

const themeName = (preference: ThemePreference) =>
  preference === "light" ? m.theme_light() : preference === "dark" ? m.theme_dark() : m.theme_system();

/**
 * The header's theme menu: Light, Dark or System (docs/product.md#language-and-theme). The server
 * knows the choice from the `theme` cookie (root loader), so the button renders the right icon
 * before hydration; after it, localStorage is the source of truth. Without a stored choice the page
 * follows the system live.
 */
export function ThemeToggle() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const [preference, setPreference] = useState<ThemePreference>(rootData?.theme ?? "system");

  useEffect(() => {
    const stored = readThemePreference();
    setPreference(stored);
    // Re-mirror the stored choice (the cookie may have expired or been cleared).
    writeThemeCookie(stored);
    // Another tab changed the choice.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      const next = preferenceFromStored(event.newValue);
      setPreference(next);
      applyTheme(resolveTheme(next, systemPrefersDark()));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (preference !== "system") return;
    return watchSystemTheme((systemDark) => applyTheme(systemDark ? "dark" : "light"));
  }, [preference]);

  const options = THEME_PREFERENCES.map((value) => ({ value, label: themeName(value), icon: <ThemeIcon preference={value} /> }));

  return (
    <HeaderMenu
      testId="theme-toggle"
      buttonLabel={m.theme_toggle_label({ theme: themeName(preference) })}
      buttonContent={<ThemeIcon preference={preference} />}
      menuLabel={m.theme_menu_label()}
      options={options}
      selected={preference}
      onSelect={(next) => {
        saveThemePreference(next);
        setPreference(next);
      }}
    />
  );
}
