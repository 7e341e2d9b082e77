/**
 * Theme: light, dark, or system (docs/product.md#language-and-theme). The choice lives in
 * localStorage "theme" ("light" or "dark", docs/product.md#storage-keys; "system" means the key is
 * absent) and is mirrored into the `theme` cookie so the edge renders `class="dark"` on <html> for
 * a stored dark choice, without a flash. The inline script (theme-script.ts) applies the choice, or
 * the system preference, before paint.
 *
 * The pure helpers at the top are unit-tested; the browser helpers below them never throw
 * (storage may be unavailable, e.g. blocked cookies or a sandboxed frame).
 */

export type Theme = "light" | "dark";
export type ThemePreference = Theme | "system";

export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];
export const THEME_STORAGE_KEY = "theme";
export const THEME_COOKIE_NAME = "theme";
/** One year, in seconds. */
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

/** A stored or mirrored value as a theme; anything else (null, "system", garbage) is no choice. */
export function parseTheme(value: unknown): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

/** The preference a stored value stands for: no valid stored theme means "system". */
export function preferenceFromStored(value: unknown): ThemePreference {
  return parseTheme(value) ?? "system";
}

/** The theme to show: the stored choice wins, otherwise the system preference. */
export function resolveTheme(stored: unknown, systemDark: boolean): Theme {
  return parseTheme(stored) ?? (systemDark ? "dark" : "light");
}

/** The `theme` cookie's value in a Cookie request header, if it names a theme. */
export function themeFromCookieHeader(header: string | null | undefined): Theme | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== THEME_COOKIE_NAME) continue;
    return parseTheme(part.slice(index + 1).trim());
  }
  return null;
}

/** The `document.cookie` assignment mirroring a preference ("system" deletes the cookie). */
export function themeCookieString(preference: ThemePreference): string {
  const theme = parseTheme(preference);
  return theme
    ? `${THEME_COOKIE_NAME}=${theme}; path=/; max-age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`
    : `${THEME_COOKIE_NAME}=; path=/; max-age=0; SameSite=Lax`;
}

// ---- Browser helpers --------------------------------------------------------------------------

/** The stored preference ("system" when nothing valid is stored or storage is unavailable). */
export function readThemePreference(): ThemePreference {
  try {
    return preferenceFromStored(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

export function systemPrefersDark(): boolean {
  try {
    return matchMedia(DARK_SCHEME_QUERY).matches;
  } catch {
    return false;
  }
}

/** Sets or clears the `dark` class (and the matching color-scheme) on <html>. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

/** Mirrors a preference into the `theme` cookie (what the edge render reads). */
export function writeThemeCookie(preference: ThemePreference): void {
  try {
    document.cookie = themeCookieString(preference);
  } catch {
    // Cookies unavailable: the inline script still applies the theme before paint.
  }
}

/** Stores a preference (localStorage + cookie mirror) and applies it at once. */
export function saveThemePreference(preference: ThemePreference): void {
  try {
    const theme = parseTheme(preference);
    if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  writeThemeCookie(preference);
  applyTheme(resolveTheme(preference, systemPrefersDark()));
}

/** Calls back with the system's dark preference whenever it changes; returns the unsubscribe. */
export function watchSystemTheme(onChange: (systemDark: boolean) => void): () => void {
  let query: MediaQueryList;
  try {
    query = matchMedia(DARK_SCHEME_QUERY);
  } catch {
    return () => {};
  }
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
