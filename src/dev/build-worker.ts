// Runs in a worker thread: builds the site in memory, keeping what it can between builds, and
// answers with the files that differ from the last good build. A change to the generator's own
// code replaces the whole worker, so that every module is imported afresh.
import { parentPort, workerData } from 'node:worker_threads';
import { describeFailure } from '../errors.ts';
import { readNow } from '../lib/dates.ts';
import { buildSite } from '../site.ts';
import type { OutputFile } from '../output.ts';
import type { BuildReply, WorkerReply, WorkerRequest } from './builder.ts';
import { measureHeapAfterGc } from './heap.ts';
import { createRememberingSteps, REUSE_KINDS } from './remembering-steps.ts';

const port = parentPort;
if (!port) throw new Error('Internal error: build-worker.ts runs only as a worker thread');
const { root } = workerData as { root: string };
// All kinds of reuse, unless the bench asks for fewer (`DEV_REUSE=none`, or a list such as `bundles,files`).
const reuse = process.env.DEV_REUSE;
const remembering = createRememberingSteps(new Set(reuse ? REUSE_KINDS.filter((kind) => reuse.split(',').includes(kind)) : REUSE_KINDS));
let lastGood = new Map<string, OutputFile>();

port.on('message', (request: WorkerRequest) => {
  const reply: Promise<WorkerReply> = request.type === 'heap' ? Promise.resolve({ type: 'heap', used: measureHeapAfterGc() }) : build();
  void reply.then((answer) => port.postMessage(answer));
});

async function build(): Promise<BuildReply> {
  const started = performance.now();
  try {
    const now = toHour(readNow(process.env.SITE_NOW));
    const { files, pages, notices, basePath } = await buildSite({ root, now, steps: remembering.steps, drafts: 'show' });
    remembering.sweep();
    const changed = [...files].filter(([file, contents]) => !isSameOutput(lastGood.get(file), contents));
    const removed = [...lastGood.keys()].filter((file) => !files.has(file));
    lastGood = files;
    return { type: 'built', ok: true, ms: performance.now() - started, pages, notices, basePath, changed, removed };
  } catch (error) {
    return { type: 'built', ok: false, ms: performance.now() - started, message: describeFailure(error) };
  }
}

/**
 * Down to the hour: calendars carry the build's instant (DTSTAMP), and would otherwise all be remade at
 * every rebuild. Tallinn's days start on whole hours of UTC, so upcoming and past are never wrong.
 */
function toHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}

function isSameOutput(a: OutputFile | undefined, b: OutputFile): boolean {
  // A remembered page or card is the very same object as last time: no need to compare its bytes.
  if (a === b) return true;
  if (a === undefined || typeof a === 'string' || typeof b === 'string') return false;
  if ('copyFrom' in a || 'copyFrom' in b) return 'copyFrom' in a && 'copyFrom' in b && a.copyFrom === b.copyFrom;
  return Buffer.compare(a, b) === 0;
}
