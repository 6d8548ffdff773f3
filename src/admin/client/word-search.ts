// The editor's searches by whole words: the concert list's "Otsi kõikjalt", the featured-concert
// picker and the media library. Decap searches with the `fuzzy` package, letters in order anywhere
// in one long text: "Kadri Tamm" found concerts without her, "Tüür" missed "Tüür" spelt "tuur".
// The admin bundle puts this module in that package's place (src/admin/bundle.ts, `alias`); it
// answers the one function Decap calls, `filter`, the way fuzzy does, with the site's own folding
// (src/shared/fold.ts), so "tuur" finds Tüür as on the site's own search.
import { toSearchWords } from '../../shared/fold.ts';

export interface FilterOptions<Item> {
  extract?: (item: Item) => string;
}

export interface FilterResult<Item> {
  string: string;
  /** Decap keeps only hits above 5 in the list's search, and orders by it: every hit is equal. */
  score: number;
  index: number;
  original: Item;
}

/** Every word of the query is a whole word of the text, in any order, ignoring case and diacritics. */
export function matchesWords(query: string, text: string): boolean {
  const wanted = toSearchWords(query);
  if (wanted.length === 0) return true;
  const words = new Set(toSearchWords(text));
  return wanted.every((word) => words.has(word));
}

/** fuzzy's `filter`: the items whose text holds every word of the query, in their own order. */
export function filter<Item>(query: string, items: readonly Item[], options: FilterOptions<Item> = {}): FilterResult<Item>[] {
  const extract = options.extract ?? String;
  return items.flatMap((item, index) => {
    const text = extract(item) ?? '';
    return matchesWords(query, text) ? [{ string: text, score: 10, index, original: item }] : [];
  });
}

/** MediaLibrary imports fuzzy's default export, backend.js its namespace. */
export default { filter };
