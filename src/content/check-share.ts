// The concert check's share of the build's second thread (src/second-thread.ts): the files it
// claims while the main thread checks the others, sent back at the end. It imports only
// src/content/ and what that imports.
import type { ConcertResult } from './concert.ts';
import { checkClaimed, markJoined, type FromCheckShare, type ToCheckShare } from './shared-checks.ts';

/** Checks claim after claim until no file is left; the results, or what went wrong, for the main thread. */
export function checkShare({ files, claims }: ToCheckShare): FromCheckShare {
  const indexes: number[] = [];
  const results: ConcertResult[] = [];
  try {
    markJoined(claims);
    checkClaimed(files, claims, (index, result) => {
      indexes.push(index);
      results.push(result);
    });
    return { kind: 'checked', indexes, results };
  } catch (error) {
    return { kind: 'check-failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
