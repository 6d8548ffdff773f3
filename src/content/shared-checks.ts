// The concert files of a build shared between two threads (src/check-thread.ts, check-share.ts):
// each claims the next few files from one counter in shared memory, so that neither waits for the
// other, and a thread that starts late, or never, only checks fewer of them.
import type { ConcertResult } from './concert.ts';
import type { SourceFile } from './types.ts';

/** Files a claim takes: small, so that the last claim leaves the other thread little to wait for. */
const CLAIM = 32;

/**
 * In shared memory: the index of the next file nobody has claimed, and whether the second thread
 * has begun to claim (set before its first claim): until it has, it holds no file the main thread
 * must wait for.
 */
export function createClaims(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
}

const NEXT = 0;
const JOINED = 1;

/** Said by the second thread before its first claim. */
export function markJoined(claims: Int32Array): void {
  Atomics.store(claims, JOINED, 1);
}

/** Whether the second thread has begun to claim: asked once no file is left, so it can claim none after. */
export function hasJoined(claims: Int32Array): boolean {
  return Atomics.load(claims, JOINED) === 1;
}

/** The next files nobody has claimed, as [from, to), now claimed by the caller; undefined when none is left. */
export function claimFiles(claims: Int32Array, count: number): [from: number, to: number] | undefined {
  const from = Atomics.add(claims, NEXT, CLAIM);
  return from < count ? [from, Math.min(from + CLAIM, count)] : undefined;
}

/** What the second thread sends back: each claim's results, then that no file is left (or what went wrong). */
export type FromCheckShare = { kind: 'checked'; indexes: number[]; results: ConcertResult[] } | { kind: 'check-done' } | { kind: 'check-failed'; message: string };

/** What it is given: every concert file and the counter. */
export interface ToCheckShare {
  kind: 'check';
  files: SharedFiles;
  claims: Int32Array;
}

/** Said instead when the main thread checked every file before the thread existed: it has nothing to join, and can prepare for what comes next. */
export interface CheckOver {
  kind: 'check-over';
}

/**
 * The concert files in shared memory, their texts side by side as UTF-8, so that the second thread
 * reads only the ones it claims. Copied to it as objects, every file of a large site lived on in its
 * heap after the check, as garbage no collection came for while it drew the cards (some 25 MB of
 * the build's peak at 10,000 concerts: bench/README.md).
 */
export interface SharedFiles {
  paths: string[];
  texts: SharedArrayBuffer;
  /** Where each file's text ends in `texts` (and the next one's begins). */
  ends: Uint32Array;
}

export function shareFiles(files: readonly SourceFile[]): SharedFiles {
  const ends = new Uint32Array(files.length);
  let length = 0;
  files.forEach((file, index) => (ends[index] = length += Buffer.byteLength(file.text)));
  const texts = new SharedArrayBuffer(length);
  const bytes = Buffer.from(texts);
  files.forEach((file, index) => bytes.write(file.text, startOf(ends, index)));
  return { paths: files.map((file) => file.path), texts, ends };
}

export function readSharedFile({ paths, texts, ends }: SharedFiles, index: number): SourceFile {
  const start = startOf(ends, index);
  return { path: paths[index] as string, text: Buffer.from(texts, start, (ends[index] as number) - start).toString('utf8') };
}

/** Where file `index`'s text begins: where the one before it ends. */
function startOf(ends: Uint32Array, index: number): number {
  return index === 0 ? 0 : (ends[index - 1] as number);
}
