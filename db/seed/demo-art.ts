/**
 * Locally generated artwork for the demo catalog (development has no internet): an SVG monogram
 * icon and simple SVG screenshots in the app's brand colour. scripts/generate-demo-art.ts writes
 * them as static files under public/demo-art/ (served at /demo-art/), and the seeded rows point
 * there: inline data: URLs made every catalog page carry each icon twice (markup and loader data).
 *
 * The output is plain shapes and escaped text: no script, no event attributes, no external
 * references, so the files are safe to serve from the store's own origin.
 */

/** The URL folder of the generated files (and their folder under public/). */
export const DEMO_ART_PATH = "/demo-art/";

/** The demo app's icon, root-relative. */
export const demoIconUrl = (slug: string) => `${DEMO_ART_PATH}${slug}/icon.svg`;

/** The demo app's `index`-th screenshot (from 0), root-relative. */
export const demoScreenshotUrl = (slug: string, index: number) => `${DEMO_ART_PATH}${slug}/screenshot-${index + 1}.svg`;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/** Relative luminance of "#rrggbb" (WCAG), to pick white or near-black text on it. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const inkOn = (hex: string) => (luminance(hex) > 0.45 ? "#111827" : "#ffffff");

/** One or two letters: the initials of the first two words, or the first letter. */
export function monogramLetters(name: string): string {
  const words = name.split(/[\s\-_.]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = (word: string) => [...word.replace(/[^\p{L}\p{N}]/gu, "")][0] ?? "";
  const letters = words.length >= 2 ? first(words[0]!) + first(words[1]!) : first(words[0] ?? name);
  return (letters || "?").toUpperCase();
}

/** A 512×512 maskable-safe monogram (letters inside the central safe zone), as an SVG document. */
export function monogramIcon(name: string, color: string): string {
  const letters = monogramLetters(name);
  const size = letters.length > 1 ? 200 : 260;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" rx="112" fill="${color}"/>` +
    `<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ` +
    `font-size="${size}" font-weight="700" fill="${inkOn(color)}">${escapeXml(letters)}</text></svg>`
  );
}

/** A deterministic number in [0, 1) from a string and a salt (FNV-1a), for repeatable variety. */
export function seeded(text: string, salt: number): number {
  let hash = 0x811c9dc5 ^ salt;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/**
 * A 1280×720 mock screen: the app's title bar, a sidebar and content cards in varying layouts,
 * with the screen's caption, as an SVG document. Enough for the detail page's gallery and lightbox
 * to be real.
 */
export function mockScreenshot(name: string, color: string, caption: string, variant: number): string {
  const ink = inkOn(color);
  const cards: string[] = [];
  const columns = 2 + (variant % 2);
  const cardWidth = (1280 - 320 - 40 * (columns + 1)) / columns;
  for (let i = 0; i < columns * 2; i++) {
    const x = 320 + 40 + (i % columns) * (cardWidth + 40);
    const y = 140 + Math.floor(i / columns) * 270;
    const height = 200 + Math.round(seeded(name, variant * 10 + i) * 40);
    cards.push(
      `<rect x="${x}" y="${y}" width="${cardWidth}" height="${height}" rx="16" fill="#ffffff" stroke="#e5e7eb"/>` +
        `<rect x="${x + 24}" y="${y + 24}" width="${cardWidth * 0.5}" height="18" rx="9" fill="${color}" opacity=".85"/>` +
        `<rect x="${x + 24}" y="${y + 62}" width="${cardWidth - 48}" height="12" rx="6" fill="#d1d5db"/>` +
        `<rect x="${x + 24}" y="${y + 86}" width="${(cardWidth - 48) * 0.7}" height="12" rx="6" fill="#e5e7eb"/>`,
    );
  }
  const menu = Array.from(
    { length: 6 },
    (_, i) => `<rect x="32" y="${150 + i * 56}" width="${180 + ((i * 37) % 60)}" height="16" rx="8" fill="#cbd5e1"/>`,
  ).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">` +
    `<rect width="1280" height="720" fill="#f8fafc"/>` +
    `<rect width="1280" height="96" fill="${color}"/>` +
    `<text x="40" y="60" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="${ink}">${escapeXml(name)}</text>` +
    `<text x="1240" y="60" text-anchor="end" font-family="system-ui,sans-serif" font-size="24" fill="${ink}" opacity=".85">${escapeXml(caption)}</text>` +
    `<rect y="96" width="300" height="624" fill="#eef2f7"/>${menu}${cards.join("")}</svg>`
  );
}
