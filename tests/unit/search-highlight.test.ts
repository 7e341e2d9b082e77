/**
 * What a search marks in a card's or a suggestion's text (contract/search-words.ts
 * `highlightRanges`, issue 39 item 5): the start of each word a searched word starts, accents and
 * case aside, and inside words of scripts written without spaces.
 */
import { describe, expect, it } from "vitest";
import { highlightRanges, searchedLength } from "#contract/search-words.ts";

const marked = (text: string, query: string) => highlightRanges(text, query).map(([start, end]) => text.slice(start, end));

describe("highlightRanges", () => {
  it("marks the start of each word a searched word starts, case aside", () => {
    expect(marked("YouTube Music", "music you")).toEqual(["You", "Music"]);
    expect(marked("Stream songs and podcasts", "POD")).toEqual(["pod"]);
    expect(highlightRanges("YouTube Music", "music you")).toEqual([
      [0, 3],
      [8, 13],
    ]);
  });

  it("never marks inside a word of a script written with spaces", () => {
    expect(marked("Notepad", "pad")).toEqual([]);
    expect(marked("Spotify", "tify")).toEqual([]);
  });

  it("reads accents as the search does, and marks the letters as written", () => {
    expect(marked("Éditeur Photopea", "edit")).toEqual(["Édit"]);
    expect(marked("Kreativität", "kreativitat")).toEqual(["Kreativität"]);
  });

  it("marks the longest of the words that start the same word once", () => {
    // As typed and as corrected: "spotf" read as "spotify".
    expect(marked("Spotify Premium", "spotf spotify")).toEqual(["Spotify"]);
    expect(marked("Photo photos", "photo photos")).toEqual(["Photo", "photos"]);
  });

  it("marks a word of Chinese or Japanese wherever it occurs", () => {
    expect(marked("仕事効率化アプリ", "効率")).toEqual(["効率"]);
    expect(marked("电子表格和表格", "表格")).toEqual(["表格", "表格"]);
  });

  it("marks nothing for a query without words", () => {
    expect(highlightRanges("Spotify", "  ?! ")).toEqual([]);
    expect(highlightRanges("", "spot")).toEqual([]);
  });
});

describe("searchedLength", () => {
  it("counts the letters and digits a search reads", () => {
    expect(searchedLength(" s ")).toBe(1);
    expect(searchedLength("x-")).toBe(1);
    expect(searchedLength("a b")).toBe(2);
    expect(searchedLength("効率")).toBe(2);
  });
});
