// The build's own threads, the share cards' (src/cards/draw-worker.ts) and the concert check's second
// (src/content/check-worker.ts), compiled as the build itself is (scripts/compile.mjs): once per
// version of the code, into .cache/compiled/, their packages with them. A thread starts from one
// JavaScript file; compiled with the code rather than by each build, it is there the moment the
// build begins, and a cold build (no dist/, no caches but the compiled code) starts it at once
// (bench/README.md, "The build's threads compiled with its code").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileEntries } from '../scripts/compile.mjs';

const SOURCE = path.dirname(fileURLToPath(import.meta.url));

export interface ThreadFiles {
  cards: string;
  check: string;
}

let compiled: Promise<ThreadFiles> | undefined;

/**
 * Both threads' files, compiled together (what they share is loaded once); looked up once per
 * process, as the code a process runs does not change under it. A failed compilation is not kept.
 */
export function compileThreads(): Promise<ThreadFiles> {
  compiled ??= compileEntries([path.join(SOURCE, 'cards', 'draw-worker.ts'), path.join(SOURCE, 'content', 'check-worker.ts')], { name: 'threads' }).then(
    ([cards, check]) => ({ cards: cards as string, check: check as string }),
    (error: unknown) => {
      compiled = undefined;
      throw error;
    },
  );
  return compiled;
}
