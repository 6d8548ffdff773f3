// The main thread's side of the second core: a worker thread that checks half of the concert files
// and makes half of the concert groups while this thread does the rest. Each thread holds only what
// it works on: the groups it is handed, never a second copy of the whole site.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ConcertResult } from '../content/concert.ts';
import type { SourceFile } from '../content/types.ts';
import { SiteError } from '../errors.ts';
import type { GroupShare } from '../render/group-files.ts';
import type { StagingFolder } from '../write.ts';
import { SECOND_CORE, type GroupJob, type Reply, type Request, type ThreadSetup } from './protocol.ts';
// Not used here: imported so that the compiled build, one file, holds the thread's code (see spawn).
import './thread.ts';

type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export interface SecondCore {
  /** Each file's check, in the order given. */
  checkConcerts(sources: SourceFile[]): Promise<ConcertResult[]>;
  /** Makes each group's files (written by the thread) and answers with their shares. */
  makeGroups(job: GroupJob): Promise<[id: string, share: GroupShare][]>;
  /** Waits for the thread's last compressed copies, and answers how many it wrote. */
  finish(): Promise<number>;
  /** Ends the thread, whatever it is doing. */
  stop(): Promise<void>;
}

export function startSecondCore({ staging, precompress }: { staging: StagingFolder; precompress: boolean }): SecondCore {
  const worker = spawn({ role: SECOND_CORE, staging, precompress });
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let ended: Error | undefined;
  const endAll = (error: Error) => {
    ended ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: Reply) => {
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.type !== 'failed') return request?.resolve(reply);
    const error = reply.siteError ? new SiteError(reply.message) : Object.assign(new Error(reply.message), { stack: reply.stack });
    request?.reject(error);
  });
  worker.on('error', endAll);
  worker.on('exit', (code) => endAll(new Error(`Internal error: the build's second thread stopped (exit code ${code})`)));

  const call = <T extends Reply['type']>(body: RequestBody, expected: T): Promise<Extract<Reply, { type: T }>> =>
    new Promise((resolve, reject) => {
      if (ended) return reject(ended);
      const id = nextId++;
      waiting.set(id, { resolve: (reply) => (reply.type === expected ? resolve(reply as Extract<Reply, { type: T }>) : reject(new Error(`Internal error: ${reply.type} for ${expected}`))), reject });
      worker.postMessage({ ...body, id });
    });

  return {
    checkConcerts: async (sources) => (await call({ type: 'check', sources }, 'checked')).results,
    makeGroups: async (job) => (await call({ type: 'groups', job }, 'made')).shares,
    finish: async () => (await call({ type: 'finish' }, 'finished')).copies,
    async stop() {
      ended ??= new Error('Internal error: the build\'s second thread was stopped');
      await worker.terminate();
    },
  };
}

/**
 * The compiled build (scripts/run-compiled.mjs) is one file holding this module and thread.ts, and
 * tells its own address: the thread loads the same file, which starts the thread's side there (and
 * build.ts does nothing off the main thread). Under tsx (tests, benchmarks), the thread needs tsx's
 * loader registered first, which worker-entry.mjs does.
 */
function spawn(setup: ThreadSetup): Worker {
  if (import.meta.compiledBuild) return new Worker(new URL(import.meta.compiledBuild), { workerData: setup });
  return new Worker(new URL('../dev/worker-entry.mjs', import.meta.url), {
    workerData: {
      ...setup,
      tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
      entry: fileURLToPath(new URL('./thread.ts', import.meta.url)),
    },
  });
}
