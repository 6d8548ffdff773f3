// The search index: one row per concert group, its folded words joined by spaces, made at build time
// and fetched by the browser only when a visitor starts to search (src/client/search.ts). The main
// thread plans it (each row's texts, and the file's name); the words are folded where the share
// cards are drawn (index-file.ts), in the build's second thread when it has one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConcertGroup } from '../concerts/group.ts';
import type { Concert } from '../content/types.ts';
import { toContentHash } from '../lib/file-cache.ts';
import { toConcertRoute, type SiteUrls } from '../lib/urls.ts';
import { toGroupName } from '../seo/describe.ts';
import type { SearchPlan, SearchPlanRow } from './index-file.ts';

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The code that turns a plan into the file's bytes: a change to it must give the file a new name. */
const FOLDING_CODE = ['search/index-file.ts', 'shared/fold.ts', 'shared/search-index.ts'];

/**
 * Every group, newest first (a search finds the concerts of every season, the coming ones at the
 * top), with the texts its words come from. The file is named by those texts and by the folding
 * code, so the pages can name it before a word is folded, and a visitor's year-long cached copy
 * is never another index of the same name.
 */
export function planSearchIndex(groups: readonly ConcertGroup[], urls: SiteUrls): SearchPlan {
  const rows: SearchPlanRow[] = [];
  for (let at = groups.length - 1; at >= 0; at--) {
    const group = groups[at] as ConcertGroup;
    rows.push([group.id, toGroupName(group), toWhen(group), toTexts(group)]);
  }
  // Stems are lowercase letters, digits and hyphens, so the address is the prefix and the stem as they are.
  const base = urls.page(toConcertRoute(''));
  const rowsJson = JSON.stringify(rows);
  const code = FOLDING_CODE.map((file) => readFileSync(path.join(SRC, file)));
  return { output: `assets/search.${toContentHash(...code, base, rowsJson)}.json`, base, rowsJson };
}

function toWhen(group: ConcertGroup): string {
  return group.concerts.map((concert) => `${concert.start.dayLabel}, ${concert.place}`).join('; ');
}

/** The heading, performers, composers, pieces and places of the group. */
function toTexts(group: ConcertGroup): string[] {
  const texts: string[] = group.concerts.map((concert) => concert.place);
  const main: Concert | undefined = group.main;
  if (main) {
    texts.push(...main.prefix, ...main.heading, ...main.performers.map((performer) => performer.text));
    for (const line of main.schedule) {
      if (line.composer) texts.push(line.composer);
      if (line.piece) texts.push(line.piece);
    }
  }
  return texts;
}
