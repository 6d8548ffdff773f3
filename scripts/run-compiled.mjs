// @ts-check
// `node scripts/run-compiled.mjs build.ts [arguments]`: runs a TypeScript entry (build.ts,
// dev-server.ts, preview.ts, bench/run.ts) as JavaScript that esbuild compiled once (scripts/compile.mjs).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileEntry, CompileError, PROJECT_ROOT } from './compile.mjs';

const entryArg = process.argv[2];
if (!entryArg) {
  console.error('Usage: node scripts/run-compiled.mjs <entry.ts> [arguments]');
  process.exit(2);
}
const entry = path.resolve(PROJECT_ROOT, entryArg);
// The entry sees the arguments after its own name, as under `node entry.js`.
process.argv.splice(1, 2, entry);

const compiled = await compileEntry(entry).catch((/** @type {unknown} */ error) => {
  if (!(error instanceof CompileError)) throw error;
  console.error(`${error.message}\n${path.relative(PROJECT_ROOT, entry)} could not be compiled.`);
  process.exit(1);
});
await import(pathToFileURL(compiled).href);
