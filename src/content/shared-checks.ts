// The concert files of a build shared between two threads (src/check-thread.ts, check-share.ts):
// each claims the next few files from one counter in shared memory, so that neither waits for the
// other, and a thread that starts late, or never, only checks fewer of them.
import type { ConcertResult } from './concert.ts';
import { validateConcert } from './concert.ts';
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

/** Checks claim after claim until none is left; each result goes to `checked` with the file's index. */
export function checkClaimed(files: readonly SourceFile[], claims: Int32Array, checked: (index: number, result: ConcertResult) => void): void {
  for (let range = claimFiles(claims, files.length); range; range = claimFiles(claims, files.length)) {
    for (let index = range[0]; index < range[1]; index++) checked(index, validateConcert(files[index] as SourceFile));
  }
}

/** What the second thread sends back once no file is left to claim. */
export type FromCheckShare = { kind: 'checked'; indexes: number[]; results: ConcertResult[] } | { kind: 'check-failed'; message: string };

/** What it is given: every concert file and the counter. */
export interface ToCheckShare {
  kind: 'check';
  files: SourceFile[];
  claims: Int32Array;
}
