// What Decap hands a preview template, reduced to the little our templates read. Decap keeps entries
// as Immutable.js maps; toJS() gives the plain data the form holds.
import type { SourceFile } from '../../../content/types.ts';
import { NEW_CONCERT_PATH, toSourceFile } from './entry-source.ts';

export interface ImmutableLike {
  get(key: string): unknown;
  toJS(): unknown;
}

export interface PreviewProps {
  entry: ImmutableLike;
  /** Every entry of a collection, as last saved: an array of `{ data, slug, path }` maps. */
  getCollection(collection: string): Promise<Iterable<ImmutableLike>>;
}

/** The entry as the file the build would read: its path, or for a concert not yet saved, a stand-in. */
export function toEntrySource(entry: ImmutableLike): { source: SourceFile; data: Record<string, unknown> } {
  // The form's entry holds its data as an Immutable map; getCollection's entries hold plain objects.
  const rawData = entry.get('data') as Partial<ImmutableLike> | Record<string, unknown> | undefined;
  const data = (typeof rawData?.toJS === 'function' ? rawData.toJS() : (rawData ?? {})) as Record<string, unknown>;
  const path = (entry.get('path') as string | undefined) || NEW_CONCERT_PATH;
  return { source: toSourceFile(path, data), data };
}

/** Every concert file as saved, for the checks and pictures that span files (home.md's featured concerts). */
export async function loadConcertFiles(getCollection: PreviewProps['getCollection']): Promise<SourceFile[]> {
  const entries = await getCollection('concerts');
  return Array.from(entries, (entry) => toEntrySource(entry).source);
}
