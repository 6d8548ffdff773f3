// The search index's shape and its matching rule, shared by the build that writes it and the
// browser that reads it.
import { toSearchWords } from './fold.ts';

/** A concert group: its file stem, its name, its dates and places, its folded words (` tuur kvartett …`). */
export type SearchRow = [stem: string, name: string, when: string, words: string];

export interface SearchIndex {
  /** The address of a concert page without its stem, e.g. `/selts/concerts/`. */
  base: string;
  rows: SearchRow[];
}

/** The rows in which every word of the query begins a word: `tuu kva` finds Tüüri kvartett. */
export function findRows(index: SearchIndex, query: string): SearchRow[] {
  const needles = toSearchWords(query).map((word) => ` ${word}`);
  if (needles.length === 0) return [];
  return index.rows.filter((row) => needles.every((needle) => row[3].includes(needle)));
}
