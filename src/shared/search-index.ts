// The search index's shape and its matching rule, shared by the build and the browser.
import { toSearchWords } from './fold.ts';

/** A concert group: its file stem, its name, its dates and places, its folded words (` tuur kvartett …`). */
export type SearchRow = [stem: string, name: string, when: string, words: string];

export interface SearchIndex {
  /** The address of a concert page without its stem, e.g. `/selts/concerts/`. */
  base: string;
  rows: SearchRow[];
}

/**
 * The rows in which every word of the query begins a word: `tuu kva` finds Tüüri kvartett. When
 * nothing does, a word may end in up to two letters more than the text's, as Estonian case endings
 * add them (`tüüri`, `tšellole`, `pärandi`), with at least four letters left.
 */
export function findRows(index: SearchIndex, query: string): SearchRow[] {
  const words = toSearchWords(query);
  if (words.length === 0) return [];
  const exact = matchRows(index, words.map((word) => [word]));
  return exact.length > 0 ? exact : matchRows(index, words.map(toShorterForms));
}

function toShorterForms(word: string): string[] {
  const forms = [word];
  for (let cut = 1; cut <= 2 && word.length - cut >= 4; cut++) forms.push(word.slice(0, -cut));
  return forms;
}

function matchRows(index: SearchIndex, forms: string[][]): SearchRow[] {
  const needles = forms.map((list) => list.map((form) => ` ${form}`));
  return index.rows.filter((row) => needles.every((list) => list.some((needle) => row[3].includes(needle))));
}
