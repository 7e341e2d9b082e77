/**
 * Processing a web app manifest as the W3C specification says (https://www.w3.org/TR/appmanifest/
 * "processing a manifest", with the image-resource and app-information members), so the inspection
 * judges what a browser will actually use rather than the raw JSON. Pure: no I/O, no messages.
 * What the spec says to ignore is ignored and recorded as a note, for the inspection's warnings.
 *
 * Chromium's behaviour is followed where the spec leaves room: name and short_name are trimmed,
 * keywords are compared case-insensitively, an icon whose `purpose` lists no known value is
 * dropped, `id` loses its fragment in every case.
 */
import { withoutHiddenCharacters } from "#contract/visible-text.ts";
import { isCssColor } from "./css-color.ts";
import { jsonKind } from "./json-text.ts";

export const DISPLAY_MODES = ["fullscreen", "standalone", "minimal-ui", "browser"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** Values display_override may hold on top of the display modes (Chromium's list). */
export const DISPLAY_OVERRIDE_MODES = [...DISPLAY_MODES, "window-controls-overlay", "tabbed", "borderless"] as const;
export type DisplayOverrideMode = (typeof DISPLAY_OVERRIDE_MODES)[number];

export const ICON_PURPOSES = ["any", "maskable", "monochrome"] as const;
export type IconPurpose = (typeof ICON_PURPOSES)[number];

export type ImageSize = { width: number; height: number } | "any";

export interface ManifestImage {
  /** Position in the manifest's array (for messages: icons[2]). */
  index: number;
  /** Absolute URL. */
  src: string;
  /** The src as written. */
  rawSrc: string;
  /** Valid `sizes` tokens; empty when none was given or none was valid. */
  sizes: ImageSize[];
  /** Lower-cased media type hint, or null. */
  type: string | null;
  /** Icons only: always at least one value ("any" when the member is absent). */
  purpose: IconPurpose[];
  /** Screenshots only. */
  label: string | null;
  formFactor: "wide" | "narrow" | null;
  platform: string | null;
}

/** How a URL member ended up: used as given, or why it was ignored. */
export type UrlMemberStatus =
  | { kind: "valid" }
  | { kind: "missing" }
  | { kind: "not_string"; type: string }
  | { kind: "invalid"; value: string }
  | { kind: "cross_origin"; value: string; url: string };

export type ScopeStatus = UrlMemberStatus | { kind: "excludes_start_url"; value: string; url: string };

export type TextDirection = "ltr" | "rtl" | "auto";

/** One entry of a `*_localized` text member: the text, the language it is in, its direction. */
export interface LocalizedText {
  value: string;
  /** Canonical BCP 47 tag: the entry's own `lang`, else its key. */
  lang: string;
  dir: TextDirection;
}

/** A `shortcuts` item as processed: a name and an address within the app's scope. */
export interface ManifestShortcut {
  name: string;
  shortName: string | null;
  description: string | null;
  url: string;
}

/**
 * The manifest's `*_localized` members (W3C manifest, localizable members), each a language map
 * keyed by canonical BCP 47 tag (an invalid tag is dropped with a note; of two keys that
 * canonicalise alike the first is kept).
 */
export interface ManifestLocalized {
  name: Record<string, LocalizedText>;
  shortName: Record<string, LocalizedText>;
  description: Record<string, LocalizedText>;
  icons: Record<string, ManifestImage[]>;
  shortcuts: Record<string, ManifestShortcut[]>;
}

export interface ProcessedManifest {
  name: string | null;
  shortName: string | null;
  description: string | null;
  /** Always a URL: the document URL when the member is missing or ignored. */
  startUrl: string;
  startUrlStatus: UrlMemberStatus;
  /** Always a URL without fragment: start_url's when the member is missing or ignored. */
  id: string;
  idStatus: UrlMemberStatus;
  scope: string;
  scopeStatus: ScopeStatus;
  /** The display member (spec default "browser"). */
  display: DisplayMode;
  displayStatus: { kind: "valid" } | { kind: "missing" } | { kind: "not_string"; type: string } | { kind: "unknown"; value: string };
  displayOverride: DisplayOverrideMode[];
  /** What the app opens in: the first display_override entry, else display (Chromium's rule). */
  effectiveDisplay: DisplayOverrideMode;
  effectiveDisplaySource: "display_override" | "display";
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  themeColor: string | null;
  backgroundColor: string | null;
  categories: string[];
  /** Canonical BCP 47 tag (`en-us` → `en-US`). */
  lang: string | null;
  dir: TextDirection;
  preferRelatedApplications: boolean;
  relatedApplications: Array<{ platform: string; url: string | null; id: string | null }>;
  localized: ManifestLocalized;
}

/** Something the processing ignored or corrected; `member` names where ("icons[2].sizes"). */
export type ManifestNote =
  | { code: "wrong_type"; member: string; expected: "string" | "array" | "object" | "boolean"; type: string }
  | { code: "empty"; member: string }
  | { code: "invalid_url"; member: string; value: string }
  | { code: "unknown_keyword"; member: string; value: string }
  | { code: "invalid_size"; member: string; value: string }
  | { code: "invalid_purpose"; member: string; value: string }
  | { code: "no_valid_purpose"; member: string; value: string }
  | { code: "invalid_type"; member: string; value: string }
  | { code: "invalid_color"; member: string; value: string }
  | { code: "invalid_lang"; member: string; value: string }
  | { code: "out_of_scope"; member: string; value: string };

export interface ProcessManifestInput {
  /** The parsed JSON (anything: a non-object is processed as {}). */
  json: unknown;
  /** The manifest's URL after redirects: the base for its relative URLs. */
  manifestUrl: string;
  /** The page that linked it (after redirects). */
  documentUrl: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => jsonKind(value) === "object";

/**
 * A language tag in its canonical BCP 47 form, as the manifest's processing steps ask
 * (`en-us` → `en-US`, `ZH-hant-tw` → `zh-Hant-TW`), or null when it is not a well-formed tag.
 *
 * @example
 * canonicalLanguageTag("en-us") // "en-US"
 * canonicalLanguageTag("en_US") // null
 */
export function canonicalLanguageTag(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    return null;
  }
}

/** WHATWG URL parsing against a base; null on failure. */
function parseUrl(value: string, base: string | URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** Whether `target` is within `scope` (spec: same origin and scope's path is a prefix). */
export function isWithinScope(target: URL, scope: URL): boolean {
  return target.origin === scope.origin && target.pathname.startsWith(scope.pathname);
}

/** "192x192 512X512 any" → sizes, per the HTML sizes attribute (no leading zeros, x or X). */
export function parseSizes(value: string): { sizes: ImageSize[]; invalid: string[] } {
  const sizes: ImageSize[] = [];
  const invalid: string[] = [];
  for (const token of value.split(/[\t\n\f\r ]+/).filter(Boolean)) {
    const lower = token.toLowerCase();
    if (lower === "any") {
      if (!sizes.includes("any")) sizes.push("any");
      continue;
    }
    const match = /^([1-9][0-9]*)x([1-9][0-9]*)$/.exec(lower);
    if (!match) {
      invalid.push(token);
      continue;
    }
    const size = { width: Number(match[1]), height: Number(match[2]) };
    if (!sizes.some((known) => known !== "any" && known.width === size.width && known.height === size.height)) sizes.push(size);
  }
  return { sizes, invalid };
}

/** "192x192 any" — the form AppIcon.sizes and the HTML attribute use. */
export function formatSizes(sizes: readonly ImageSize[]): string {
  return sizes.map((size) => (size === "any" ? "any" : `${size.width}x${size.height}`)).join(" ");
}

/**
 * Processes a parsed manifest. Never fails: whatever cannot be used is left at the spec's default
 * and noted.
 *
 * @example
 * const { manifest, notes } = processManifest({
 *   json: { name: " Notes ", start_url: "./app" },
 *   manifestUrl: "https://notes.example/static/manifest.json",
 *   documentUrl: "https://notes.example/",
 * });
 * manifest.startUrl // "https://notes.example/static/app"
 * manifest.id       // "https://notes.example/static/app"
 * manifest.scope    // "https://notes.example/static/"
 */
export function processManifest(input: ProcessManifestInput): { manifest: ProcessedManifest; notes: ManifestNote[] } {
  const json = isRecord(input.json) ? input.json : {};
  const notes: ManifestNote[] = [];
  const manifestUrl = new URL(input.manifestUrl);
  const documentUrl = new URL(input.documentUrl);
  documentUrl.hash = "";

  const wrongType = (member: string, expected: "string" | "array" | "object" | "boolean", value: unknown) =>
    notes.push({ code: "wrong_type", member, expected, type: jsonKind(value) });

  /** A string member, trimmed; null (and a note) when absent, not a string or blank. */
  const text = (member: string, value: unknown = json[member], noteEmpty = true): string | null => {
    if (value === undefined) return null;
    if (typeof value !== "string") {
      wrongType(member, "string", value);
      return null;
    }
    const trimmed = value.trim();
    if (trimmed === "") {
      if (noteEmpty) notes.push({ code: "empty", member });
      return null;
    }
    return trimmed;
  };

  /**
   * A name the store may show as the app's: trimmed, without control or bidirectional-override
   * characters (contract/visible-text.ts), which would let it read as something else; null when
   * nothing else is left.
   */
  const visibleName = (value: string | null): string | null => (value === null ? null : withoutHiddenCharacters(value).trim() || null);
  const name = visibleName(text("name"));
  const shortName = visibleName(text("short_name"));
  const description = text("description");

  // start_url: resolved against the manifest URL, ignored unless same-origin with the document.
  let startUrl = documentUrl;
  let startUrlStatus: UrlMemberStatus = { kind: "missing" };
  const rawStart = json.start_url;
  if (rawStart !== undefined && typeof rawStart !== "string") {
    startUrlStatus = { kind: "not_string", type: jsonKind(rawStart) };
  } else if (typeof rawStart === "string" && rawStart !== "") {
    const parsed = parseUrl(rawStart, manifestUrl);
    if (!parsed) startUrlStatus = { kind: "invalid", value: rawStart };
    else if (parsed.origin !== documentUrl.origin) startUrlStatus = { kind: "cross_origin", value: rawStart, url: parsed.href };
    else {
      startUrl = parsed;
      startUrlStatus = { kind: "valid" };
    }
  }

  // id: resolved against start_url's origin, same origin required, never a fragment.
  const defaultId = new URL(startUrl.href);
  defaultId.hash = "";
  let id = defaultId;
  let idStatus: UrlMemberStatus = { kind: "missing" };
  const rawId = json.id;
  if (rawId !== undefined && typeof rawId !== "string") {
    idStatus = { kind: "not_string", type: jsonKind(rawId) };
  } else if (typeof rawId === "string" && rawId !== "") {
    const parsed = parseUrl(rawId, startUrl.origin);
    if (!parsed) idStatus = { kind: "invalid", value: rawId };
    else if (parsed.origin !== startUrl.origin) idStatus = { kind: "cross_origin", value: rawId, url: parsed.href };
    else {
      parsed.hash = "";
      id = parsed;
      idStatus = { kind: "valid" };
    }
  }

  // scope: defaults to start_url's directory; ignored unless it contains start_url.
  let scope = new URL(".", startUrl);
  let scopeStatus: ScopeStatus = { kind: "missing" };
  const rawScope = json.scope;
  if (rawScope !== undefined && typeof rawScope !== "string") {
    scopeStatus = { kind: "not_string", type: jsonKind(rawScope) };
  } else if (typeof rawScope === "string" && rawScope !== "") {
    const parsed = parseUrl(rawScope, manifestUrl);
    if (!parsed) scopeStatus = { kind: "invalid", value: rawScope };
    else {
      parsed.search = "";
      parsed.hash = "";
      if (parsed.origin !== documentUrl.origin) scopeStatus = { kind: "cross_origin", value: rawScope, url: parsed.href };
      else if (!isWithinScope(startUrl, parsed)) scopeStatus = { kind: "excludes_start_url", value: rawScope, url: parsed.href };
      else {
        scope = parsed;
        scopeStatus = { kind: "valid" };
      }
    }
  }

  // display and display_override.
  let display: DisplayMode = "browser";
  let displayStatus: ProcessedManifest["displayStatus"] = { kind: "missing" };
  const rawDisplay = json.display;
  if (rawDisplay !== undefined && typeof rawDisplay !== "string") displayStatus = { kind: "not_string", type: jsonKind(rawDisplay) };
  else if (typeof rawDisplay === "string") {
    const keyword = rawDisplay.trim().toLowerCase();
    if ((DISPLAY_MODES as readonly string[]).includes(keyword)) {
      display = keyword as DisplayMode;
      displayStatus = { kind: "valid" };
    } else displayStatus = { kind: "unknown", value: rawDisplay };
  }
  const displayOverride: DisplayOverrideMode[] = [];
  if (json.display_override !== undefined) {
    if (!Array.isArray(json.display_override)) wrongType("display_override", "array", json.display_override);
    else {
      json.display_override.forEach((entry, index) => {
        const member = `display_override[${index}]`;
        if (typeof entry !== "string") {
          wrongType(member, "string", entry);
          return;
        }
        const keyword = entry.trim().toLowerCase();
        if ((DISPLAY_OVERRIDE_MODES as readonly string[]).includes(keyword)) displayOverride.push(keyword as DisplayOverrideMode);
        else notes.push({ code: "unknown_keyword", member, value: entry });
      });
    }
  }

  /** An array of image resources: `member` says which kind, `path` where it is (for notes). */
  const images = (member: "icons" | "screenshots", value: unknown = json[member], path: string = member): ManifestImage[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      wrongType(path, "array", value);
      return [];
    }
    const result: ManifestImage[] = [];
    value.forEach((entry, index) => {
      const at = `${path}[${index}]`;
      if (!isRecord(entry)) {
        wrongType(at, "object", entry);
        return;
      }
      const rawSrc = entry.src;
      if (typeof rawSrc !== "string" || rawSrc.trim() === "") {
        if (rawSrc === undefined || rawSrc === "") notes.push({ code: "empty", member: `${at}.src` });
        else wrongType(`${at}.src`, "string", rawSrc);
        return;
      }
      const src = parseUrl(rawSrc.trim(), manifestUrl);
      if (!src) {
        notes.push({ code: "invalid_url", member: `${at}.src`, value: rawSrc });
        return;
      }

      let sizes: ImageSize[] = [];
      if (entry.sizes !== undefined) {
        if (typeof entry.sizes !== "string") wrongType(`${at}.sizes`, "string", entry.sizes);
        else {
          const parsed = parseSizes(entry.sizes);
          sizes = parsed.sizes;
          for (const token of parsed.invalid) notes.push({ code: "invalid_size", member: `${at}.sizes`, value: token });
        }
      }

      let type: string | null = null;
      if (entry.type !== undefined) {
        if (typeof entry.type !== "string") wrongType(`${at}.type`, "string", entry.type);
        else if (/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;.*)?$/i.test(entry.type.trim()))
          type = entry.type.trim().split(";")[0]!.trim().toLowerCase();
        else notes.push({ code: "invalid_type", member: `${at}.type`, value: entry.type });
      }

      let purpose: IconPurpose[] = member === "icons" ? ["any"] : [];
      if (member === "icons" && entry.purpose !== undefined) {
        if (typeof entry.purpose !== "string") wrongType(`${at}.purpose`, "string", entry.purpose);
        else {
          const tokens = entry.purpose
            .toLowerCase()
            .split(/[\t\n\f\r ]+/)
            .filter(Boolean);
          const known = tokens.filter((token): token is IconPurpose => (ICON_PURPOSES as readonly string[]).includes(token));
          for (const token of tokens) {
            if (!known.includes(token as IconPurpose)) notes.push({ code: "invalid_purpose", member: `${at}.purpose`, value: token });
          }
          if (tokens.length > 0 && known.length === 0) {
            // The spec and Chromium: an icon whose purposes are all unknown is not used at all.
            notes.push({ code: "no_valid_purpose", member: `${at}.purpose`, value: entry.purpose });
            return;
          }
          if (known.length > 0) purpose = [...new Set(known)];
        }
      }

      let label: string | null = null;
      let formFactor: ManifestImage["formFactor"] = null;
      let platform: string | null = null;
      if (member === "screenshots") {
        label = text(`${at}.label`, entry.label, false);
        if (entry.form_factor !== undefined) {
          if (typeof entry.form_factor !== "string") wrongType(`${at}.form_factor`, "string", entry.form_factor);
          else {
            const keyword = entry.form_factor.trim().toLowerCase();
            if (keyword === "wide" || keyword === "narrow") formFactor = keyword;
            else notes.push({ code: "unknown_keyword", member: `${at}.form_factor`, value: entry.form_factor });
          }
        }
        platform = text(`${at}.platform`, entry.platform, false);
      }
      result.push({ index, src: src.href, rawSrc, sizes, type, purpose, label, formFactor, platform });
    });
    return result;
  };

  const color = (member: "theme_color" | "background_color"): string | null => {
    const value = text(member);
    if (value === null) return null;
    if (isCssColor(value)) return value;
    notes.push({ code: "invalid_color", member, value });
    return null;
  };

  const categories: string[] = [];
  if (json.categories !== undefined) {
    if (!Array.isArray(json.categories)) wrongType("categories", "array", json.categories);
    else {
      json.categories.forEach((entry, index) => {
        if (typeof entry !== "string") {
          wrongType(`categories[${index}]`, "string", entry);
          return;
        }
        const category = entry.trim().toLowerCase();
        if (category && !categories.includes(category)) categories.push(category);
      });
    }
  }

  // lang is canonicalised as the processing steps say; a value that is no tag is ignored.
  const rawLang = text("lang");
  const lang = rawLang === null ? null : canonicalLanguageTag(rawLang);
  if (rawLang !== null && lang === null) notes.push({ code: "invalid_lang", member: "lang", value: rawLang });

  const direction = (member: string, value: string | null): TextDirection | null => {
    if (value === null) return null;
    const keyword = value.toLowerCase();
    if (keyword === "ltr" || keyword === "rtl" || keyword === "auto") return keyword;
    notes.push({ code: "unknown_keyword", member, value });
    return null;
  };
  const dir: TextDirection = direction("dir", text("dir")) ?? "auto";

  let preferRelatedApplications = false;
  if (json.prefer_related_applications !== undefined) {
    if (typeof json.prefer_related_applications === "boolean") preferRelatedApplications = json.prefer_related_applications;
    else wrongType("prefer_related_applications", "boolean", json.prefer_related_applications);
  }
  const relatedApplications: ProcessedManifest["relatedApplications"] = [];
  if (json.related_applications !== undefined) {
    if (!Array.isArray(json.related_applications)) wrongType("related_applications", "array", json.related_applications);
    else {
      json.related_applications.forEach((entry, index) => {
        const at = `related_applications[${index}]`;
        if (!isRecord(entry)) {
          wrongType(at, "object", entry);
          return;
        }
        const platform = text(`${at}.platform`, entry.platform);
        if (!platform) return;
        const url = typeof entry.url === "string" ? (parseUrl(entry.url, manifestUrl)?.href ?? null) : null;
        relatedApplications.push({ platform, url, id: typeof entry.id === "string" ? entry.id : null });
      });
    }
  }

  const icons = images("icons");
  const screenshots = images("screenshots");
  const effectiveDisplay = displayOverride[0] ?? display;

  /**
   * A language map (`*_localized`): each key canonicalised, each value read by `read` (null
   * drops it). A member that is not an object is ignored with a note.
   */
  const languageMap = <T>(member: string, read: (entry: unknown, at: string, tag: string) => T | null): Record<string, T> => {
    const value = json[member];
    const map: Record<string, T> = {};
    if (value === undefined) return map;
    if (!isRecord(value)) {
      wrongType(member, "object", value);
      return map;
    }
    for (const [key, entry] of Object.entries(value)) {
      const tag = canonicalLanguageTag(key);
      if (tag === null) {
        notes.push({ code: "invalid_lang", member, value: key });
        continue;
      }
      if (Object.hasOwn(map, tag)) continue;
      const read_ = read(entry, `${member}.${key}`, tag);
      if (read_ !== null) map[tag] = read_;
    }
    return map;
  };
  /** A localized text: a string, or an object with `value` and optional `lang` and `dir`. */
  const localizedText = (entry: unknown, at: string, tag: string): LocalizedText | null => {
    if (typeof entry === "string") {
      const value = text(at, entry);
      return value === null ? null : { value, lang: tag, dir };
    }
    if (!isRecord(entry)) {
      wrongType(at, "string", entry);
      return null;
    }
    if (typeof entry.value !== "string") {
      if (entry.value === undefined) notes.push({ code: "empty", member: `${at}.value` });
      else wrongType(`${at}.value`, "string", entry.value);
      return null;
    }
    const value = text(`${at}.value`, entry.value);
    if (value === null) return null;
    let entryLang = tag;
    const rawEntryLang = text(`${at}.lang`, entry.lang, false);
    if (rawEntryLang !== null) {
      const canonical = canonicalLanguageTag(rawEntryLang);
      if (canonical) entryLang = canonical;
      else notes.push({ code: "invalid_lang", member: `${at}.lang`, value: rawEntryLang });
    }
    return { value, lang: entryLang, dir: direction(`${at}.dir`, text(`${at}.dir`, entry.dir, false)) ?? dir };
  };
  /** shortcuts items: a name and a URL within scope (an item without either is dropped). */
  const shortcutList = (entry: unknown, at: string): ManifestShortcut[] | null => {
    if (!Array.isArray(entry)) {
      wrongType(at, "array", entry);
      return null;
    }
    const items: ManifestShortcut[] = [];
    entry.forEach((item, index) => {
      const itemAt = `${at}[${index}]`;
      if (!isRecord(item)) {
        wrongType(itemAt, "object", item);
        return;
      }
      const name = text(`${itemAt}.name`, item.name);
      if (name === null) {
        if (item.name === undefined) notes.push({ code: "empty", member: `${itemAt}.name` });
        return;
      }
      if (typeof item.url !== "string" || item.url.trim() === "") {
        if (item.url === undefined || item.url === "") notes.push({ code: "empty", member: `${itemAt}.url` });
        else wrongType(`${itemAt}.url`, "string", item.url);
        return;
      }
      const url = parseUrl(item.url.trim(), manifestUrl);
      if (!url || !isWithinScope(url, scope)) {
        notes.push({ code: url ? "out_of_scope" : "invalid_url", member: `${itemAt}.url`, value: item.url });
        return;
      }
      items.push({
        name,
        shortName: text(`${itemAt}.short_name`, item.short_name),
        description: text(`${itemAt}.description`, item.description),
        url: url.href,
      });
    });
    return items.length > 0 ? items : null;
  };
  const localizedName = (entry: unknown, at: string, tag: string): LocalizedText | null => {
    const read = localizedText(entry, at, tag);
    const value = read && visibleName(read.value);
    return read && value ? { ...read, value } : null;
  };
  const localized: ManifestLocalized = {
    name: languageMap("name_localized", localizedName),
    shortName: languageMap("short_name_localized", localizedName),
    description: languageMap("description_localized", localizedText),
    icons: languageMap("icons_localized", (entry, at) => {
      const list = images("icons", entry, at);
      return list.length > 0 ? list : null;
    }),
    shortcuts: languageMap("shortcuts_localized", shortcutList),
  };

  return {
    manifest: {
      name,
      shortName,
      description,
      startUrl: startUrl.href,
      startUrlStatus,
      id: id.href,
      idStatus,
      scope: scope.href,
      scopeStatus,
      display,
      displayStatus,
      displayOverride,
      effectiveDisplay,
      effectiveDisplaySource: displayOverride.length > 0 ? "display_override" : "display",
      icons,
      screenshots,
      themeColor: color("theme_color"),
      backgroundColor: color("background_color"),
      categories,
      lang,
      dir,
      preferRelatedApplications,
      relatedApplications,
      localized,
    },
    notes,
  };
}

/** Installable display modes (Chromium's IsInstallableDisplayMode): everything but browser. */
export function isInstallableDisplay(mode: DisplayOverrideMode): boolean {
  return mode !== "browser";
}
