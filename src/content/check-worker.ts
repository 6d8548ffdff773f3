// The second thread of the concert check (started by src/check-thread.ts from its bundle, see
// src/bundle.ts): checks the concert files it claims while the main thread checks the others, and
// sends its results back at the end. It imports only src/content/ and what that imports.
import { parentPort } from 'node:worker_threads';
import type { ConcertResult } from './concert.ts';
import { checkClaimed, markJoined, type FromCheckWorker, type ToCheckWorker } from './shared-checks.ts';

const port = parentPort;
if (!port) throw new Error('Internal error: src/content/check-worker.ts runs only as a worker thread');

port.once('message', ({ files, claims }: ToCheckWorker) => {
  const indexes: number[] = [];
  const results: ConcertResult[] = [];
  let message: FromCheckWorker;
  try {
    markJoined(claims);
    checkClaimed(files, claims, (index, result) => {
      indexes.push(index);
      results.push(result);
    });
    message = { kind: 'checked', indexes, results };
  } catch (error) {
    message = { kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(message);
  port.close();
});
