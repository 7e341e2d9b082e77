import { describe, expect, it } from "vitest";
import {
  parseTheme,
  preferenceFromStored,
  resolveTheme,
  THEME_COOKIE_MAX_AGE,
  themeCookieString,
  themeFromCookieHeader,
} from "#app/lib/theme.ts";
import { themeScript } from "#app/lib/theme-script.ts";

describe("parseTheme / preferenceFromStored", () => {
  it.each<[unknown, string | null, string]>([
    ["light", "light", "light"],
    ["dark", "dark", "dark"],
    ["system", null, "system"],
    [null, null, "system"],
    [undefined, null, "system"],
    ["", null, "system"],
    ["Dark", null, "system"],
    [" dark", null, "system"],
    [1, null, "system"],
  ])("%j → theme %j, preference %j", (stored, theme, preference) => {
    expect(parseTheme(stored)).toBe(theme);
    expect(preferenceFromStored(stored)).toBe(preference);
  });
});

describe("resolveTheme", () => {
  it("the stored choice wins over the system", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("without a valid stored choice the system preference decides", () => {
    expect(resolveTheme(null, true)).toBe("dark");
    expect(resolveTheme(null, false)).toBe("light");
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("purple", false)).toBe("light");
  });
});

describe("themeFromCookieHeader", () => {
  it.each<[string | null | undefined, string | null]>([
    [null, null],
    [undefined, null],
    ["", null],
    ["theme=dark", "dark"],
    ["theme=light", "light"],
    ["locale=zh; theme=dark; other=1", "dark"],
    ["locale=zh;theme=light", "light"],
    ["theme=", null],
    ["theme=system", null],
    ["theme=DARK", null],
    ["mytheme=dark", null],
    ["theme2=dark; theme=light", "light"],
    ["garbage; theme=dark", "dark"],
  ])("%j → %j", (header, expected) => {
    expect(themeFromCookieHeader(header)).toBe(expected);
  });
});

describe("themeCookieString", () => {
  it("mirrors light or dark for a year, site-wide, SameSite=Lax", () => {
    expect(THEME_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(themeCookieString("dark")).toBe("theme=dark; path=/; max-age=31536000; SameSite=Lax");
    expect(themeCookieString("light")).toBe("theme=light; path=/; max-age=31536000; SameSite=Lax");
  });

  it("system deletes the cookie", () => {
    expect(themeCookieString("system")).toBe("theme=; path=/; max-age=0; SameSite=Lax");
  });
});

describe("themeScript (inline, before paint)", () => {
  /** Runs the inline script against a fake document and reports the class it chose. */
  function run(stored: string | null, systemDark: boolean, throwOnStorage = false) {
    const classes = new Set<string>();
    const root = {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      style: { colorScheme: "" },
    };
    const localStorage = {
      getItem: (key: string) => {
        if (throwOnStorage) throw new Error("blocked");
        return key === "theme" ? stored : null;
      },
    };
    const matchMedia = (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark });
    new Function("localStorage", "matchMedia", "document", themeScript)(localStorage, matchMedia, { documentElement: root });
    return { dark: classes.has("dark"), colorScheme: root.style.colorScheme };
  }

  it("applies the same rule as resolveTheme", () => {
    for (const stored of ["light", "dark", null, "junk"]) {
      for (const systemDark of [true, false]) {
        const expected = resolveTheme(stored, systemDark);
        expect(run(stored, systemDark)).toEqual({ dark: expected === "dark", colorScheme: expected });
      }
    }
  });

  it("never throws", () => {
    expect(() => run(null, true, true)).not.toThrow();
  });
});
