// The search index: one row per concert group, its folded words joined by spaces, made at build time
// and fetched by the browser only when a visitor starts to search (src/client/search.ts).
import type { ConcertGroup } from '../concerts/group.ts';
import { toContentHash } from '../lib/file-cache.ts';
import { toConcertRoute, type SiteUrls } from '../lib/urls.ts';
import { toGroupName } from '../seo/describe.ts';
import { toSearchWords } from '../shared/fold.ts';
import type { SearchIndex, SearchRow } from '../shared/search-index.ts';

/**
 * Every group, newest first (a search finds the concerts of every season, the coming ones at the top); named by
 * a hash of its text: a visitor's year-long cached copy is never another index of the same name.
 */
export function makeSearchIndex(groups: readonly ConcertGroup[], urls: SiteUrls): { output: string; text: string } {
  // Places, composers, pieces and performers come back concert after concert: each text is folded once.
  const known = new Map<string, string[]>();
  const toWordsOf = (text: string) => {
    let words = known.get(text);
    if (!words) known.set(text, (words = toSearchWords(text)));
    return words;
  };
  const rows = [...groups].reverse().map((group): SearchRow => {
    const words = new Set(toTexts(group).flatMap(toWordsOf));
    const when = group.concerts.map((concert) => `${concert.start.dayLabel}, ${concert.place}`).join('; ');
    // A space before every word: the browser matches ` ${word}` at a word's start.
    return [group.id, toGroupName(group), when, ` ${[...words].join(' ')}`];
  });
  // Stems are lowercase letters, digits and hyphens, so the address is the prefix and the stem as they are.
  const index: SearchIndex = { base: urls.page(toConcertRoute('')), rows };
  const text = JSON.stringify(index);
  return { output: `assets/search.${toContentHash(text)}.json`, text };
}

function toTexts(group: ConcertGroup): string[] {
  const texts = group.concerts.map((concert) => concert.place);
  const main = group.main;
  if (main) {
    texts.push(...main.prefix, ...main.heading, ...main.performers.map((performer) => performer.text));
    texts.push(...main.schedule.flatMap((line) => [line.composer ?? '', line.piece ?? '']));
  }
  return texts;
}
