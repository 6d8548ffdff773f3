// `npm run bench`: runs the benchmarks and keeps their last results in bench/results.json, one key
// per benchmark, so that a change can be compared with what was measured before.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureDevLatency } from './dev-latency.ts';

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');

const results = (await readFile(RESULTS, 'utf8').then(JSON.parse, () => ({}))) as Record<string, unknown>;

console.log('Dev server: save-to-reload latency (file written → reload event at a client), 50 edits each');
const dev = await measureDevLatency();
console.table(dev);
results.dev = {
  command: 'npm run bench',
  node: process.version,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
  date: new Date().toISOString().slice(0, 10),
  targets: 'shipped: median < 50 ms, p95 < 150 ms; 1,000 concerts: median < 150 ms',
  results: dev,
};

await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Results kept in ${path.relative(process.cwd(), RESULTS)}.`);
