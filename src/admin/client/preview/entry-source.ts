// What the editor holds for an entry, as the file the build would read: the same YAML front-matter,
// so that the build's own check (src/content/) reads it and speaks in its own words.
import { dump } from 'js-yaml';
import type { SourceFile } from '../../../content/types.ts';
import { removeConcertKeys } from '../../concert-keys.ts';

/** Where a new entry will be written is known only once it is saved; its messages name this file until then. */
export const NEW_CONCERT_PATH = 'content/concerts/uus-kontsert.md';

export function toSourceFile(path: string, data: Record<string, unknown>): SourceFile {
  // The keys the editor adds for its list (concert-keys.ts) never reach the file, so never the check.
  return { path, text: `---\n${dump(withoutEmpty(removeConcertKeys(data)), { lineWidth: -1, noRefs: true })}---\n` };
}

/**
 * Decap keeps an untouched optional field as undefined, null or an empty list, and writes none of
 * them as a value the build would refuse; an empty text is kept, as Decap saves it.
 */
function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== null));
}
