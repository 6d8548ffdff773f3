// The editor's searches by whole words, folded as on the site ("tuur" finds Tüür). Decap's `fuzzy`
// matched letters in order anywhere ("Kadri Tamm" found concerts without her); the bundle aliases
// this module in its place (src/admin/bundle.ts), answering the one function Decap calls, `filter`.
import { toSearchWords } from '../../shared/fold.ts';

/**
 * The items of which every word of the query is a whole word, in any order, ignoring case and diacritics.
 * Scored as fuzzy's: Decap keeps only hits scored above 5 in the list's search, and orders by score: every hit is equal.
 */
export function filter<Item>(query: string, items: readonly Item[], options: { extract?: (item: Item) => string } = {}) {
  const extract = options.extract ?? String;
  const wanted = toSearchWords(query);
  return items.flatMap((item, index) => {
    const text = extract(item) ?? '';
    const words = new Set(toSearchWords(text));
    return wanted.every((word) => words.has(word)) ? [{ string: text, score: 10, index, original: item }] : [];
  });
}

/** MediaLibrary imports fuzzy's default export, backend.js its namespace. */
export default { filter };
