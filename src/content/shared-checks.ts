// The concert files of a build shared between two threads (src/check-thread.ts, check-worker.ts):
// each claims the next few files from one counter in shared memory, so that neither waits for the
// other, and a thread that starts late, or never, only checks fewer of them.
import type { ConcertResult } from './concert.ts';
import { validateConcert } from './concert.ts';
import type { SourceFile } from './types.ts';

/** Files a claim takes: small, so that the last claim leaves the other thread little to wait for. */
const CLAIM = 32;

/** A counter in shared memory: the index of the next file nobody has claimed. */
export function createClaims(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** Checks claim after claim until none is left; each result goes to `checked` with the file's index. */
export function checkClaimed(files: readonly SourceFile[], claims: Int32Array, checked: (index: number, result: ConcertResult) => void): void {
  for (let from = Atomics.add(claims, 0, CLAIM); from < files.length; from = Atomics.add(claims, 0, CLAIM)) {
    const to = Math.min(from + CLAIM, files.length);
    for (let index = from; index < to; index++) checked(index, validateConcert(files[index] as SourceFile));
  }
}

/** What the second thread sends back once no file is left to claim. */
export type FromCheckWorker = { kind: 'checked'; indexes: number[]; results: ConcertResult[] } | { kind: 'failed'; message: string };

/** What it is given: every concert file and the counter. */
export interface ToCheckWorker {
  files: SourceFile[];
  claims: Int32Array;
}
