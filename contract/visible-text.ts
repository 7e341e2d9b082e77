/**
 * Characters a name must not hide (issue 41): control characters (NUL, line breaks, escape…) and
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make
 * "Safe\u202Etxt.exe" read as "Safeexe.txt". The implicit marks a right-to-left name may need
 * (U+200E, U+200F, U+061C) stay allowed: they reorder nothing around them.
 *
 * The schemas of what a person names things with refuse these with a field error
 * (contract/schemas/*: `visibleText`); names the store takes from elsewhere (a manifest's) have
 * them removed (`withoutHiddenCharacters`).
 */
const HIDDEN = "\\p{Cc}\\u202A-\\u202E\\u2066-\\u2069";
const HAS_HIDDEN = new RegExp(`[${HIDDEN}]`, "u");
const ALL_HIDDEN = new RegExp(`[${HIDDEN}]`, "gu");

/** Whether `text` holds a control or bidirectional-override character. */
export const hasHiddenCharacters = (text: string): boolean => HAS_HIDDEN.test(text);

/** `text` without its control and bidirectional-override characters ("Safe\u202Etxt" → "Safetxt"). */
export const withoutHiddenCharacters = (text: string): string => text.replace(ALL_HIDDEN, "");

/** Matches a text with none of them: the pattern of `visibleText`, for a schema's `.regex`. */
export const VISIBLE_TEXT = new RegExp(`^[^${HIDDEN}]*$`, "u");
