// The search index: one row per concert group, its folded words joined by spaces, made at build time
// and fetched by the browser only when a visitor starts to search (src/client/search.ts).
import type { ConcertGroup } from '../concerts/group.ts';
import type { Concert } from '../content/types.ts';
import { toContentHash } from '../lib/file-cache.ts';
import { toConcertRoute, type SiteUrls } from '../lib/urls.ts';
import { toGroupName } from '../seo/describe.ts';
import { toSearchWords } from '../shared/fold.ts';
import type { SearchIndex, SearchRow } from '../shared/search-index.ts';

/** Every group, newest first: a search finds the concerts of every season, the coming ones at the top. */
export function toSearchIndex(groups: readonly ConcertGroup[], urls: SiteUrls): SearchIndex {
  const rows: SearchRow[] = [];
  // Places, composers, pieces and performers come back concert after concert: each text is folded once.
  const known = new Map<string, string[]>();
  const toWordsOf = (text: string) => {
    let words = known.get(text);
    if (!words) known.set(text, (words = toSearchWords(text)));
    return words;
  };
  for (let at = groups.length - 1; at >= 0; at--) {
    const group = groups[at] as ConcertGroup;
    rows.push([group.id, toGroupName(group), toWhen(group), toWords(group, toWordsOf)]);
  }
  // Stems are lowercase letters, digits and hyphens, so the address is the prefix and the stem as they are.
  return { base: urls.page(toConcertRoute('')), rows };
}

/** `assets/search.<hash>.json` and its text, named by its contents like the other assets. */
export function toSearchIndexFile(index: SearchIndex): { output: string; contents: string } {
  const contents = JSON.stringify(index);
  return { output: `assets/search.${toContentHash(contents)}.json`, contents };
}

function toWhen(group: ConcertGroup): string {
  return group.concerts.map((concert) => `${concert.start.dayLabel}, ${concert.place}`).join('; ');
}

/** The heading, performers, composers, pieces and places of the group, each word once, with a space before every word. */
function toWords(group: ConcertGroup, toWordsOf: (text: string) => string[]): string {
  const texts: string[] = group.concerts.map((concert) => concert.place);
  const main: Concert | undefined = group.main;
  if (main) {
    texts.push(...main.prefix, ...main.heading, ...main.performers.map((performer) => performer.text));
    for (const line of main.schedule) texts.push(line.composer ?? '', line.piece ?? '');
  }
  const words = new Set<string>();
  for (const text of texts) for (const word of toWordsOf(text)) words.add(word);
  return ` ${[...words].join(' ')}`;
}
