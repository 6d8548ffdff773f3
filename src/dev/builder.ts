// The dev server's side of the build worker: one request at a time, a fresh worker on demand.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { compileEntry } from '../../scripts/compile.mjs';
import { describeFailure } from '../errors.ts';
import type { OutputFile } from '../output.ts';

/** `build`: whatever changed is found by comparing with what the last build read; `heap`: for tests, to see it does not grow. */
export type WorkerRequest = { type: 'build' } | { type: 'heap' };

export type BuildReply =
  | {
      type: 'built';
      ok: true;
      ms: number;
      pages: number;
      notices: string[];
      /** Where the site lives on its host, e.g. `/selts`; its pages link there. */
      basePath: string;
      /** Files that are new or differ from the last good build. */
      changed: [string, OutputFile][];
      removed: string[];
    }
  | { type: 'built'; ok: false; ms: number; message: string };

export type WorkerReply = BuildReply | { type: 'heap'; used: number };

/** The worker runs the copy of the generator in `root/src`. */
export function createBuilder(root: string) {
  let worker: Worker | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  // Compiled before the worker exists, so that a worker being stopped is never in the middle of compiling.
  const start = async (): Promise<Worker> => {
    const compiled = await compileEntry(path.join(root, 'src', 'dev', 'build-worker.ts'), { root });
    return new Worker(compiled, {
      // A rebuild makes tens of megabytes of short-lived strings; with V8's default young generation
      // many of them outlive a few collections and are copied to the old one, and collecting that
      // took most of a rebuild's time at 1,000 concerts.
      resourceLimits: { maxYoungGenerationSizeMb: 192 },
      workerData: { root },
    });
  };

  const stop = async (): Promise<void> => {
    const old = worker;
    worker = undefined;
    await old?.terminate();
  };

  /** Requests wait for each other, so that each reply is the answer to its own request. */
  const request = <T extends WorkerReply>(message: WorkerRequest): Promise<T> => {
    const next = queue.then(async () => {
      worker ??= await start();
      return ask<T>(worker, message).catch(async (error: unknown) => {
        // A worker that failed to load its code or crashed is not used again.
        await stop();
        throw error;
      });
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    build(): Promise<BuildReply> {
      const started = performance.now();
      return request<BuildReply>({ type: 'build' }).catch(
        (error: unknown): BuildReply => ({ type: 'built', ok: false, ms: performance.now() - started, message: describeFailure(error) }),
      );
    },
    /** Drops the worker once it is done, so that the next build imports the generator's code afresh. */
    stop: () => (queue = queue.then(stop)) as Promise<void>,
    /** The worker's heap after a full collection, in bytes. */
    measureHeap: async (): Promise<number> => (await request<WorkerReply & { type: 'heap' }>({ type: 'heap' })).used,
  };
}

function ask<T extends WorkerReply>(worker: Worker, message: WorkerRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: T) => settle(() => resolve(reply));
    const onError = (error: unknown) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`the build worker stopped with exit code ${code}`)));
    const settle = (done: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      done();
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(message);
  });
}
