/**
 * Links in user-generated text (reviews, replies, messages). The text is always rendered as text;
 * only absolute http(s) addresses written in it become links, and those carry
 * `rel="nofollow ugc noopener"` (LINK_REL). Everything else — `javascript:`, `data:`, `www.x.com`
 * without a scheme, HTML — stays plain text. Pure (no DOM, no React) so it is unit tested and
 * renders the same on the server and in the browser.
 *
 * @example
 * linkify("See https://example.com/help.") // [{ text: "See " }, { text: "https://example.com/help", href: "https://example.com/help" }, { text: "." }]
 */
import { safeHref } from "./safe-href.ts";

/** The rel of every link made from user-generated text. */
export const LINK_REL = "nofollow ugc noopener";

/** A run of text, with `href` when it is a link. */
export interface TextSegment {
  text: string;
  href?: string;
}

/**
 * A candidate address: a scheme not glued to a preceding Latin letter or digit ("xhttp://" is not
 * one; "请看https://…" is: Chinese runs words together), then everything up to whitespace, quotes,
 * angle brackets or CJK/full-width punctuation (a Chinese sentence often has no space after an
 * address).
 */
const CANDIDATE = /(?<![\p{Script=Latin}\p{N}_])https?:\/\/[^\s<>"'`\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+/giu;

/** Punctuation that ends a sentence rather than an address ("see https://x.com/a."). */
const TRAILING = /[.,;:!?*_~]$/;

/** Closing brackets belong to the address only when it opened them (Wikipedia-style paths). */
const BRACKETS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, char: string): number {
  let total = 0;
  for (const c of text) if (c === char) total += 1;
  return total;
}

/** Strips what most likely follows the address in the sentence. */
export function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const last = address.at(-1);
    if (last === undefined) return address;
    if (TRAILING.test(address)) {
      address = address.slice(0, -1);
      continue;
    }
    const opening = BRACKETS[last];
    if (opening && count(address, last) > count(address, opening)) {
      address = address.slice(0, -1);
      continue;
    }
    return address;
  }
}

/** Splits `text` into plain runs and http(s) links, in order; joined, the runs give back `text`. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plainStart = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    // An address URL parsing refuses ("https://", "http://[x") stays text.
    if (!href) continue;
    if (start > plainStart) segments.push({ text: text.slice(plainStart, start) });
    segments.push({ text: address, href });
    plainStart = start + address.length;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart) });
  return segments;
}
