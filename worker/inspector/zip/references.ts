/**
 * The addresses an uploaded app's files load, with where each is written: the reading half of the
 * hosting report (hosting-report.ts). Pure and text-based (no HTMLRewriter, which gives no source
 * positions), so unit tests run it outside workerd. Best effort by design: it reads markup, CSS
 * and service-worker precache lists the way they are usually written, and never runs anything.
 */

/** What an address is loaded as. */
export type ReferenceKind =
  | "script"
  | "style"
  | "worker"
  | "image"
  | "icon"
  | "media"
  | "frame"
  | "manifest"
  | "font"
  | "connect"
  | "other";

/** One address as written in a file, and the offset where it starts (for the line). */
export interface Reference {
  /** As written (entities decoded, trimmed): "/repo/sw.js", "img/a.png", "https://unpkg.com/x.js". */
  url: string;
  kind: ReferenceKind;
  /** Offset in the file's text. */
  at: number;
}

/** The 1-based line of `offset` in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) line += 1;
  return line;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/gi, "&")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&#(\d{1,6});/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]{1,6});/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)));

/** A start tag's attributes (names lower-cased), each with the offset of its value. */
function attributesOf(tag: string, tagAt: number): Map<string, { value: string; at: number }> {
  const attributes = new Map<string, { value: string; at: number }>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const nameEnd = /^<[a-zA-Z][^\s/>]*/.exec(tag)?.[0].length ?? 1;
  pattern.lastIndex = nameEnd;
  for (let match = pattern.exec(tag); match; match = pattern.exec(tag)) {
    const name = match[1]!.toLowerCase();
    if (attributes.has(name)) continue;
    const raw = match[2] ?? match[3] ?? match[4] ?? "";
    const valueAt = match[0].length - raw.length - (match[2] !== undefined || match[3] !== undefined ? 1 : 0);
    attributes.set(name, { value: decodeEntities(raw).trim(), at: tagAt + match.index + Math.max(valueAt, 0) });
  }
  return attributes;
}

/** The candidate URLs of a srcset ("a.png 1x, b.png 2x"), each with its offset in the value. */
function srcsetUrls(value: string): Array<{ url: string; at: number }> {
  const candidates: Array<{ url: string; at: number }> = [];
  const pattern = /\s*([^\s,][^\s]*?),?(?:\s+[^,]*)?(?:,|$)/g;
  for (let match = pattern.exec(value); match && match[0] !== ""; match = pattern.exec(value)) {
    candidates.push({ url: match[1]!.replace(/,$/, ""), at: match.index + match[0].indexOf(match[1]!) });
  }
  return candidates;
}

const PRELOAD_AS: Record<string, ReferenceKind> = {
  script: "script",
  style: "style",
  font: "font",
  image: "image",
  fetch: "connect",
  worker: "worker",
  audio: "media",
  video: "media",
  track: "media",
  document: "frame",
};

/** What a <link> loads, from its rel (and as); null for links that load nothing (canonical...). */
function linkKind(rel: string, as: string | undefined): ReferenceKind | null {
  const tokens = rel.toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.includes("stylesheet")) return "style";
  if (tokens.includes("manifest")) return "manifest";
  if (
    tokens.some(
      (token) => token === "icon" || token === "apple-touch-icon" || token === "apple-touch-icon-precomposed" || token === "mask-icon",
    )
  )
    return "icon";
  if (tokens.includes("modulepreload")) return "script";
  if (tokens.includes("preload") || tokens.includes("prefetch")) return PRELOAD_AS[(as ?? "").toLowerCase()] ?? "other";
  if (tokens.includes("preconnect") || tokens.includes("dns-prefetch")) return "connect";
  return null;
}

/** Script types that are data, not code (JSON, templates): their src still loads nothing to run. */
const DATA_SCRIPT = /^(application\/(ld\+)?json|importmap|speculationrules|text\/(template|x-template|html))$/i;

/**
 * The addresses an HTML file loads, and its <base href>: scripts, stylesheets, icons, the
 * manifest, images (src, srcset), media, frames, and `url()` in <style> blocks and style
 * attributes. Comments are skipped; inline scripts are not read here (a registration in one is
 * found by the inspection).
 *
 * @example
 * htmlReferences('<script src="/repo/app.js"></script>').references // [{ url: "/repo/app.js", kind: "script", at: 13 }]
 */
export function htmlReferences(html: string): { references: Reference[]; baseHref: string | null } {
  const references: Reference[] = [];
  let baseHref: string | null = null;
  const add = (url: string, kind: ReferenceKind, at: number) => {
    if (url !== "") references.push({ url, kind, at });
  };
  const tagPattern = /<!--[\s\S]*?(?:-->|$)|<(script|style)\b[^>]*>|<([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    if (match[0].startsWith("<!--")) continue;
    const tag = match[0];
    const name = (match[1] ?? match[2] ?? "").toLowerCase();
    const attributes = attributesOf(tag, match.index);
    const attribute = (key: string) => attributes.get(key);
    const style = attribute("style");
    if (style) for (const ref of cssReferences(style.value)) add(ref.url, ref.kind, style.at + ref.at);
    if (name === "script" || name === "style") {
      // Skip the element's content (its end tag is the first "</script" / "</style").
      const end = html.toLowerCase().indexOf(`</${name}`, tagPattern.lastIndex);
      const content = html.slice(tagPattern.lastIndex, end === -1 ? html.length : end);
      if (name === "style") for (const ref of cssReferences(content)) add(ref.url, ref.kind, tagPattern.lastIndex + ref.at);
      const src = attribute("src");
      if (name === "script" && src && !DATA_SCRIPT.test(attribute("type")?.value ?? "")) add(src.value, "script", src.at);
      if (end !== -1) tagPattern.lastIndex = end;
      continue;
    }
    switch (name) {
      case "base":
        if (baseHref === null && attribute("href")) baseHref = attribute("href")!.value;
        break;
      case "link": {
        const href = attribute("href");
        const kind = linkKind(attribute("rel")?.value ?? "", attribute("as")?.value);
        if (href && kind) add(href.value, kind, href.at);
        const imagesrcset = attribute("imagesrcset");
        if (imagesrcset) for (const { url, at } of srcsetUrls(imagesrcset.value)) add(url, "image", imagesrcset.at + at);
        break;
      }
      case "img":
      case "source":
      case "input": {
        if (name === "input" && (attribute("type")?.value ?? "").toLowerCase() !== "image") break;
        const kind: ReferenceKind = name === "source" && !attributes.has("srcset") ? "media" : "image";
        const src = attribute("src");
        if (src) add(src.value, kind, src.at);
        const srcset = attribute("srcset");
        if (srcset) for (const { url, at } of srcsetUrls(srcset.value)) add(url, "image", srcset.at + at);
        break;
      }
      case "video":
      case "audio":
      case "track": {
        const src = attribute("src");
        if (src) add(src.value, "media", src.at);
        const poster = attribute("poster");
        if (poster) add(poster.value, "image", poster.at);
        break;
      }
      case "iframe":
      case "embed": {
        const src = attribute("src");
        if (src) add(src.value, "frame", src.at);
        break;
      }
      case "object": {
        const data = attribute("data");
        if (data) add(data.value, "frame", data.at);
        break;
      }
    }
  }
  return { references, baseHref };
}

const FONT_FILE = /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/i;

/**
 * The addresses a stylesheet loads: `@import` and `url()` (fonts by their extension, else
 * images). Comments are skipped; `data:` URLs are left to the caller.
 *
 * @example
 * cssReferences('@font-face{src:url("/f/a.woff2")}') // [{ url: "/f/a.woff2", kind: "font", at: 20 }]
 */
export function cssReferences(css: string): Reference[] {
  const references: Reference[] = [];
  const pattern = /\/\*[\s\S]*?(?:\*\/|$)|@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1|url\(\s*(["']?)([^"')]*?)\3\s*\)/gi;
  for (let match = pattern.exec(css); match; match = pattern.exec(css)) {
    if (match[0].startsWith("/*")) continue;
    if (match[2] !== undefined) {
      references.push({ url: match[2], kind: "style", at: match.index + match[0].indexOf(match[2]) });
      continue;
    }
    const url = (match[4] ?? "").trim();
    if (url === "" || url.startsWith("#")) continue;
    references.push({ url, kind: FONT_FILE.test(url) ? "font" : "image", at: match.index + match[0].indexOf(url) });
  }
  return references;
}

/** The kind a resource's address suggests by its extension (for addresses found in scripts). */
export function kindFromExtension(url: string): ReferenceKind | null {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (/\.(m?js)$/.test(path)) return "script";
  if (/\.css$/.test(path)) return "style";
  if (FONT_FILE.test(path)) return "font";
  if (/\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/.test(path) || /\{[zxy]\}/.test(url)) return "image";
  if (/\.(mp3|mp4|webm|ogg|wav|m4a)$/.test(path)) return "media";
  if (/\.(json|wasm|geojson|pbf)$/.test(path)) return "connect";
  return null;
}

/**
 * The third-party addresses a script loads: quoted absolute http(s) URLs that name a resource by
 * their extension or a map-tile template (`{z}/{x}/{y}`), or that are the first argument of
 * `fetch`, `import`, `importScripts`, `new Worker`, `new WebSocket` or `new EventSource`.
 * Documentation links in bundled libraries ("https://react.dev/errors/…") name neither.
 *
 * @example
 * scriptUrls('L.tileLayer("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")') // [{ url: "https://{s}.tile…", kind: "image", at: 12 }]
 */
export function scriptUrls(source: string): Reference[] {
  const references: Reference[] = [];
  const pattern =
    /(\b(?:fetch|import|importScripts|Worker|WebSocket|EventSource)\s*\(\s*)?(["'`])((?:https?:|wss?:)?\/\/[^"'`\s\\]{3,500})\2/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const url = match[3]!;
    if (url.startsWith("//") && !match[1]) continue;
    const called = match[1]?.replace(/\s*\(\s*$/, "").trim();
    const kind: ReferenceKind | null =
      called === "importScripts" || called === "import"
        ? "script"
        : called === "Worker"
          ? "worker"
          : called
            ? "connect"
            : kindFromExtension(url);
    if (kind) references.push({ url, kind, at: match.index + match[0].indexOf(url) });
  }
  return references;
}

/** The string literals of an array literal's text ("[ '/a', \"/b\" ]"), with their offsets. */
function stringsInArray(text: string, offset: number): Array<{ value: string; at: number }> {
  const strings: Array<{ value: string; at: number }> = [];
  const pattern = /(["'`])((?:(?!\1)[^\\\n]|\\.){0,1000})\1/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    // An object's key ({"url": …}) names nothing.
    if (/^\s*:/.test(text.slice(pattern.lastIndex, pattern.lastIndex + 20))) continue;
    strings.push({ value: match[2]!.replace(/\\(.)/g, "$1"), at: offset + match.index + 1 });
  }
  return strings;
}

/** The text of the array literal that starts at `open` ("[" at that index), or null. */
function arrayLiteralAt(source: string, open: number): string | null {
  let depth = 0;
  let quote: string | null = null;
  for (let index = open; index < source.length && index < open + 200_000; index += 1) {
    const char = source[index]!;
    if (quote) {
      if (char === "\\") index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === "`") quote = char;
    else if (char === "[") depth += 1;
    else if (char === "]") {
      depth -= 1;
      if (depth === 0) return source.slice(open, index + 1);
    }
  }
  return null;
}

/**
 * What a service worker precaches, as written: the string entries of `cache.addAll([...])` (or of
 * the array an identifier passed to `addAll` names: `const ASSETS = [...]`), the `url`s and strings
 * of `precacheAndRoute([...])` (Workbox), and the scripts of `importScripts(...)` (a missing one
 * fails the install too). Entries built at run time (template placeholders) are left out.
 *
 * @example
 * precacheEntries('const A=["/","/app.js"];self.addEventListener("install",e=>e.waitUntil(caches.open("v1").then(c=>c.addAll(A))))')
 * // → [{ url: "/", kind: "other", at: 9 }, { url: "/app.js", kind: "other", at: 13 }]
 */
export function precacheEntries(source: string): Reference[] {
  const entries: Reference[] = [];
  const seen = new Set<number>();
  const fromArray = (open: number, kind: ReferenceKind, workbox: boolean) => {
    const text = arrayLiteralAt(source, open);
    if (!text) return;
    for (const item of stringsInArray(text, open)) {
      if (seen.has(item.at) || item.value.includes("${") || item.value === "") continue;
      // In a Workbox manifest, strings are the url members (and the revision hashes next to them).
      if (workbox && /^[\da-f]{6,}$/i.test(item.value)) continue;
      if (workbox) {
        const before = source.slice(Math.max(0, item.at - 12), item.at - 1);
        if (/revision["']?\s*:\s*$/.test(before) || /integrity["']?\s*:\s*$/.test(before)) continue;
      }
      seen.add(item.at);
      entries.push({ url: item.value, kind, at: item.at });
    }
  };
  for (const match of source.matchAll(/\baddAll\s*\(\s*(\[|[A-Za-z_$][\w$.]*)/g)) {
    const argument = match[1]!;
    if (argument === "[") fromArray(match.index + match[0].length - 1, "other", false);
    else {
      const name = argument.split(".").pop()!.replace(/[$]/g, "\\$");
      const declaration = new RegExp(`(?:^|[^\\w$.])${name}\\s*=\\s*\\[`).exec(source);
      if (declaration) fromArray(declaration.index + declaration[0].length - 1, "other", false);
    }
  }
  for (const match of source.matchAll(/\bprecacheAndRoute\s*\(\s*\[/g)) fromArray(match.index + match[0].length - 1, "other", true);
  for (const match of source.matchAll(/\bimportScripts\s*\(([^)]{0,2000})\)/g)) {
    for (const item of stringsInArray(match[1]!, match.index + match[0].indexOf("(") + 1)) {
      if (!item.value.includes("${")) entries.push({ url: item.value, kind: "script", at: item.at });
    }
  }
  return entries.sort((a, b) => a.at - b.at);
}
