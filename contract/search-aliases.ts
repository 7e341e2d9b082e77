/**
 * The admin's search aliases (Settings → Search; issue 39, ADR 0069), one per line, in the form
 * of Solr's synonyms files: the words a visitor may type, separated by commas, then `=>`, then
 * what they mean (a word or a phrase), which a search then also looks for:
 *
 *   twitter => x
 *   gmail, googlemail => google mail
 *
 * Blank lines and lines starting with `#` are ignored. Parsed the same way by the settings form
 * (its field errors) and the search (worker/services/catalog/listing.ts). Pure.
 */
import { wordsOf } from "./search-words.ts";

/** Most alias lines (blank and comment lines not counted). */
export const MAX_ALIAS_LINES = 200;
/** The longest the whole list may be. */
export const ALIASES_TEXT_MAX = 10_000;

export interface ParsedAliases {
  /** Each typed word, and the phrases (as words) it also means. */
  aliases: Map<string, string[][]>;
  /** The 1-based numbers of the lines that are not `words => meaning`. */
  badLines: number[];
  /** How many alias lines there are. */
  lines: number;
}

export function parseSearchAliases(text: string): ParsedAliases {
  const aliases = new Map<string, string[][]>();
  const badLines: number[] = [];
  let lines = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    lines += 1;
    const arrow = line.indexOf("=>");
    const typed = arrow === -1 ? [] : line.slice(0, arrow).split(",").map(wordsOf);
    const meaning = arrow === -1 ? [] : wordsOf(line.slice(arrow + 2));
    // Each typed entry is one word; the meaning is at least one word and not the typed word itself.
    if (typed.length === 0 || typed.some((words) => words.length !== 1) || meaning.length === 0) {
      badLines.push(index + 1);
      return;
    }
    for (const [word] of typed as [string][]) {
      if (meaning.length === 1 && meaning[0] === word) continue;
      const known = aliases.get(word) ?? [];
      if (!known.some((phrase) => phrase.join(" ") === meaning.join(" "))) known.push(meaning);
      aliases.set(word, known);
    }
  });
  return { aliases, badLines, lines };
}
