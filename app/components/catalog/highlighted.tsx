import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { highlightRanges } from "#contract/search-words.ts";

/**
 * `text` with the parts a search matched in `<mark>` (contract/search-words.ts `highlightRanges`):
 * the header's suggestions and the store's result cards. `query`: the words as typed, and as
 * corrected when the search read a typo as another word.
 */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of highlightRanges(text, query)) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="search-mark">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * Marks a search's words in the result cards inside the returned ref's element: the cards' names
 * and descriptions, through the CSS Custom Highlight API (`::highlight(search)`, uno.config.ts), so
 * the cards themselves, which every listing and the home page render, carry nothing for it. A
 * browser without the API shows the cards unmarked.
 */
export function useSearchHighlight(query: string, cards: unknown): RefObject<HTMLDivElement | null> {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const registry = globalThis.CSS?.highlights;
    if (!query || !registry || !root.current) return;
    const ranges: Range[] = [];
    // A card's name, and its third paragraph: the description (app-card.tsx).
    for (const part of root.current.querySelectorAll(".app-card h2, .app-card h3, .app-card a > p:nth-of-type(3)")) {
      const text = part.firstChild;
      if (!(text instanceof Text)) continue;
      for (const [start, end] of highlightRanges(text.data, query)) {
        const range = new Range();
        range.setStart(text, start);
        range.setEnd(text, end);
        ranges.push(range);
      }
    }
    registry.set("search", new Highlight(...ranges));
    return () => {
      registry.delete("search");
    };
  }, [query, cards]);
  return root;
}
