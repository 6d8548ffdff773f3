// What Decap hands a preview template (Immutable.js maps), as the file the build would read: the same
// YAML front-matter, so that the build's own check reads it and speaks in its own words.
import { dump } from 'js-yaml';
import { useEffect, useState } from 'react';
import type { SourceFile } from '../../../content/types.ts';
import { removeConcertKeys } from '../../concert-keys.ts';

export interface ImmutableLike {
  get(key: string): unknown;
  toJS(): unknown;
}

export interface PreviewProps {
  entry: ImmutableLike;
  /** Every entry of a collection, as last saved: an array of `{ data, slug, path }` maps. */
  getCollection(collection: string): Promise<Iterable<ImmutableLike>>;
}

/** Messages name a new concert this until it is saved. */
const NEW_CONCERT_PATH = 'content/concerts/uus-kontsert.md';

export function toEntrySource(entry: ImmutableLike): { source: SourceFile; data: Record<string, unknown> } {
  // The form's entry holds its data as an Immutable map; getCollection's entries hold plain objects.
  const rawData = entry.get('data') as Partial<ImmutableLike> | Record<string, unknown> | undefined;
  const data = (typeof rawData?.toJS === 'function' ? rawData.toJS() : (rawData ?? {})) as Record<string, unknown>;
  const path = (entry.get('path') as string | undefined) || NEW_CONCERT_PATH;
  return { source: toSourceFile(path, data), data };
}

export function toSourceFile(path: string, data: Record<string, unknown>): SourceFile {
  // The keys the editor adds for its list (concert-keys.ts) never reach the file, so never the check. Decap
  // keeps an untouched optional field as undefined or null and writes neither; an empty text it saves.
  const written = Object.entries(removeConcertKeys(data)).filter(([, value]) => value !== undefined && value !== null);
  return { path, text: `---\n${dump(Object.fromEntries(written), { lineWidth: -1, noRefs: true })}---\n` };
}

/** Loaded by the home page's preview, read by the check before saving home.md (Decap gives it the entry alone). */
export let loadedConcertFiles: SourceFile[] | undefined;

/** Loaded once for each preview shown; a concert saved meanwhile is seen when home.md is opened again. */
export function useConcertFiles(getCollection: PreviewProps['getCollection']): SourceFile[] | undefined {
  const [files, setFiles] = useState(loadedConcertFiles);
  useEffect(() => {
    let current = true;
    getCollection('concerts').then((entries) => {
      loadedConcertFiles = Array.from(entries, (entry) => toEntrySource(entry).source);
      if (current) setFiles(loadedConcertFiles);
    }, (error: unknown) => {
      // Without them the featured items cannot be shown; the console keeps why, for whoever looks.
      console.error('The preview could not load the concerts:', error);
    });
    return () => {
      current = false;
    };
  }, [getCollection]);
  return files;
}
