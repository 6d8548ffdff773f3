// A worker thread cannot start from a .ts file: this plain module compiles the build worker
// (src/dev/build-worker.ts in the project the dev server serves) the way `npm run build` compiles
// build.ts, and loads it. The compilation is kept in the project's .cache/compiled/ and made again
// only when src/ changed, which is when the dev server starts a new worker.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { compileEntry } from '../../scripts/compile.mjs';

const compiled = await compileEntry(workerData.entry, { root: workerData.root });
await import(pathToFileURL(compiled).href);
