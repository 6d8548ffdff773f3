// The search index's file from its plan (index.ts): each row's texts folded into its words, each
// word once. Made where the share cards are drawn: in the build's second thread when it has one
// (src/cards/draw-in-order.ts), so that the main thread renders pages meanwhile.
import { toSearchWords } from '../shared/fold.ts';
import type { SearchIndex } from '../shared/search-index.ts';

/** A group's stem, name, dates and places, and the texts its words come from. */
export type SearchPlanRow = [stem: string, name: string, when: string, texts: string[]];

export interface SearchPlan {
  /** `assets/search.<hash>.json`, named before it is made (index.ts). */
  output: string;
  /** The address of a concert page without its stem. */
  base: string;
  /**
   * The rows (SearchPlanRow[]) as JSON: hashed for the file's name, and handed to the second thread
   * as one string, copied at once, rather than as a hundred thousand small ones that it would hold
   * in its memory while it draws the cards (25 to 40 MB more at the build's peak at 10,000 concerts).
   */
  rowsJson: string;
}

export function toSearchIndex({ base, rowsJson }: SearchPlan): SearchIndex {
  const rows = JSON.parse(rowsJson) as SearchPlanRow[];
  // Places, composers, pieces and performers come back concert after concert: each text is folded once.
  const known = new Map<string, string[]>();
  const toWordsOf = (text: string) => {
    let words = known.get(text);
    if (!words) known.set(text, (words = toSearchWords(text)));
    return words;
  };
  return {
    base,
    rows: rows.map(([stem, name, when, texts]) => {
      const words = new Set<string>();
      for (const text of texts) for (const word of toWordsOf(text)) words.add(word);
      // A space before every word: the browser matches ` ${word}` at a word's start.
      return [stem, name, when, ` ${[...words].join(' ')}`];
    }),
  };
}

export function toSearchIndexText(plan: SearchPlan): string {
  return JSON.stringify(toSearchIndex(plan));
}
