// The concert check's share of the build's second thread (src/second-thread.ts): the files it
// claims while the main thread checks the others, each claim's results sent back at once, so that
// neither thread holds the other's share of a large site. It imports only src/content/ and what
// that imports.
import { toFailureText } from '../errors.ts';
import type { ConcertResult } from './concert.ts';
import { claimFiles, markJoined, readSharedFile, type FromCheckShare, type ToCheckShare } from './shared-checks.ts';
import { validateConcert } from './concert.ts';

/** Checks claim after claim until no file is left, sending each claim's results, then `check-done`; or what went wrong. */
export function checkShare({ files, claims }: ToCheckShare, send: (message: FromCheckShare) => void): void {
  try {
    markJoined(claims);
    const count = files.paths.length;
    for (let range = claimFiles(claims, count); range; range = claimFiles(claims, count)) {
      const indexes: number[] = [];
      const results: ConcertResult[] = [];
      for (let index = range[0]; index < range[1]; index++) {
        indexes.push(index);
        results.push(validateConcert(readSharedFile(files, index)));
      }
      send({ kind: 'checked', indexes, results });
    }
    send({ kind: 'check-done' });
  } catch (error) {
    send({ kind: 'check-failed', message: toFailureText(error) });
  }
}
