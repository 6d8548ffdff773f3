// How the editor lists concerts after twenty seasons: newest first, one season at a time on request,
// found by whole words; all of it rests on the keys of concert-keys.ts.
import type { CmsField } from './fields.ts';
import { CONCERT_FORMAT, CONCERT_KEYS } from './concert-keys.ts';
import { toConcertRoute } from '../lib/urls.ts';

/** Decap sorts, filters and shows only configured fields; hidden ones have no place in the form. */
const HIDDEN_KEYS: CmsField[] = Object.values(CONCERT_KEYS).map((name) => ({ name, label: name, widget: 'hidden', required: false }));

export function toConcertListing(fields: CmsField[], seasons: readonly string[]): Record<string, unknown> {
  const { sortKey, season, heading, search, marks } = CONCERT_KEYS;
  return {
    format: CONCERT_FORMAT,
    // Files in season folders (content/concerts/2025-2026/) are read too; a new one goes to content/concerts/.
    // Decap's folder tree names a folder after its first entry, which the summary makes its season.
    nested: { depth: 3, summary: `Hooaeg {{${season}}}` },
    // Decap's search looks through the summary's fields; the search text joins them and shows nothing.
    summary: `{{date}} {{time}} · {{${heading}}} · {{place}}{{${marks}}}{{${search} | ternary('', '')}}`,
    // "Vaata saidil": the concert's own page below the site's address, whatever season folder holds the file.
    preview_path: toConcertRoute('{{filename}}').slice(1),
    sortable_fields: [
      { field: sortKey, label: 'Kuupäev', default_sort: 'desc' },
      { field: 'place', label: 'Koht' },
    ],
    view_filters: [...seasons]
      .sort()
      .reverse()
      .map((name) => ({ label: `Hooaeg ${name}`, field: season, pattern: `^${name.replace('/', '\\/')}$` })),
    fields: [...fields, ...HIDDEN_KEYS],
  };
}
