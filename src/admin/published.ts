// The build's half of "is it live?" (published-stamp.ts).
import { createHash } from 'node:crypto';
import type { ConcertGroup } from '../concerts/group.ts';
import type { LoadedContent } from '../content/types.ts';
import { ROUTES, toConcertRoute } from '../lib/urls.ts';
import { toHashText, type PublishedStamp } from './published-stamp.ts';

/** The single files and the page each is seen on; venues.md shows on no page of its own. */
const DATA_FILE_PAGES = { home: ROUTES.home, supporters: ROUTES.home, site: ROUTES.contact, venues: undefined } as const;

/** `groups` are the published ones: a draft's file is left out, as its name would tell that it exists. */
export function toPublishedStamp(loaded: LoadedContent, groups: readonly ConcertGroup[]): string {
  const pageOf = new Map(groups.flatMap((group) => group.concerts.map((concert) => [concert.file, toConcertRoute(group.id)] as const)));
  const files: PublishedStamp['files'] = {};
  for (const source of loaded.concerts) {
    const page = pageOf.get(source.path);
    if (page !== undefined) files[source.path] = toEntry(source.text, page);
  }
  for (const [name, page] of Object.entries(DATA_FILE_PAGES)) {
    const source = loaded[name as keyof typeof DATA_FILE_PAGES];
    if (source) files[source.path] = toEntry(source.text, page);
  }
  return `${JSON.stringify({ files } satisfies PublishedStamp)}\n`;
}

function toEntry(text: string, page: string | undefined): PublishedStamp['files'][string] {
  return { hash: toHashText(createHash('sha256').update(text, 'utf8').digest()), ...(page !== undefined && { page }) };
}
