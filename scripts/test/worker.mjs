// @ts-check
// One of the processes scripts/test.mjs runs test files in, one file at a time as it is handed
// them. Counts each uvu suite itself (rather than uvu's exec) so that a suite whose tests did not
// all run counts as failed, and keeps a file's output together so that two workers never mix lines.
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

register('./resolve-uvu.mjs', import.meta.url);
// The test files are compiled (scripts/test.mjs); their failures name the TypeScript files and lines.
process.setSourceMapsEnabled(true);

/** uvu queues each suite's run here instead of starting it. */
const uvuGlobals = /** @type {{ UVU_DEFER: number, UVU_INDEX: number, UVU_QUEUE: Array<Array<() => Promise<[string | true, number, number, number]>>> }} */ (
  /** @type {unknown} */ (globalThis)
);
uvuGlobals.UVU_DEFER = 1;

/** @type {string[]} */
let hookFailures = [];
/** @type {import('./uvu-reported.mjs').HookReporter} */
const reportHookFailure = (suite, hook, error) => {
  const effect = hook === 'before' ? ', so its tests did not run' : '';
  hookFailures.push(`  FAIL "${suite}": its ${hook} hook failed${effect}\n    ${describe(error)}\n`);
};
// isTestWorker: the browser tests share one Chromium per test process (test/helpers/browser.ts).
Object.assign(globalThis, { reportHookFailure, isTestWorker: true });

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * Everything written to stdout and stderr while `work` runs, in order.
 * @param {() => Promise<void>} work
 */
async function capture(work) {
  let output = '';
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams) {
    stream.write = /** @type {any} */ ((/** @type {string | Uint8Array} */ chunk, /** @type {unknown[]} */ ...rest) => {
      output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      const done = rest.find((arg) => typeof arg === 'function');
      if (done) process.nextTick(/** @type {() => void} */ (done));
      return true;
    });
  }
  try {
    await work();
  } finally {
    streams.forEach((stream, index) => (stream.write = /** @type {any} */ (writes[index])));
  }
  return output;
}

/**
 * @param {string} file The test file, as it is named in the report.
 * @param {string} compiled Its compiled module.
 */
async function runFile(file, compiled) {
  const started = performance.now();
  const result = { file, passed: 0, failed: 0, skipped: 0, output: '', ms: 0 };
  uvuGlobals.UVU_QUEUE = [[]];
  uvuGlobals.UVU_INDEX = 0;
  hookFailures = [];
  result.output = await capture(async () => {
    try {
      await import(pathToFileURL(compiled).href);
    } catch (error) {
      result.failed++;
      process.stdout.write(`  FAIL: the file did not load\n    ${describe(error)}\n`);
      return;
    }
    for (const run of uvuGlobals.UVU_QUEUE[0] ?? []) {
      const failuresBefore = hookFailures.length;
      try {
        const [errors, ran, skipped, total] = await run();
        result.passed += ran;
        result.failed += total - ran;
        result.skipped += skipped;
        if (errors !== true) process.stdout.write(`\n${errors}\n`);
        else if (ran < total && hookFailures.length === failuresBefore) process.stdout.write(`  FAIL: ${total - ran} of ${total} tests of a suite did not run\n`);
      } catch (error) {
        // An `after` hook that throws ends uvu's runner before it counts the suite.
        result.failed++;
        if (hookFailures.length === failuresBefore) process.stdout.write(`  FAIL: a suite stopped\n    ${describe(error)}\n`);
      }
      for (const failure of hookFailures.slice(failuresBefore)) process.stdout.write(`\n${failure}`);
    }
  });
  result.ms = Math.round(performance.now() - started);
  return result;
}

process.on('message', (/** @type {{ file?: string, compiled?: string }} */ message) => {
  if (message.file === undefined) process.exit(0);
  else void runFile(message.file, message.compiled ?? path.resolve(message.file)).then((result) => process.send?.(result));
});
process.send?.({ ready: true });
