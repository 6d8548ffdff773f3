// @ts-check
// `npm test`: every test file under test/ (and bench/'s own), in as many worker processes as the
// machine has cores (two at most; TEST_JOBS sets another number), slowest files first. Files that
// need a part this machine lacks (Chromium, nginx, apache2, rsync; scripts/test/parts.mjs) are
// skipped, with one line per missing part saying how to get it; under CI they fail the run.
// Closes with "N passed, N failed", which CI reads; exits non-zero when any test did not pass or
// did not run. `--unit` runs only the unit tests (no browser, no server); folders or files given as
// arguments run instead of test/ and bench/.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compileEntries, CompileError } from './compile.mjs';
import { aptInstall, canInstall } from './debian-packages.mjs';
import { findTestFiles } from './test/files.mjs';
import { FINDERS, PARTS, toMissingLine } from './test/parts.mjs';

/** @typedef {import('./test/parts.mjs').PartName} PartName */
/** @typedef {import('./test/files.mjs').TestFile} TestFile */
/** @typedef {{ file: string, passed: number, failed: number, skipped: number, output: string, ms: number }} FileResult */

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const WORKER = path.join(ROOT, 'scripts', 'test', 'worker.mjs');
/** Each file's time in the last run, for the order of the next; TEST_DURATIONS puts it elsewhere. */
const DURATIONS = process.env.TEST_DURATIONS || path.join(ROOT, '.cache', 'test-durations.json');

const { values: options, positionals } = parseArgs({ options: { unit: { type: 'boolean', default: false } }, allowPositionals: true });
const isCI = Boolean(process.env.CI) && !['false', '0'].includes(String(process.env.CI));

const dirs = positionals.length > 0 ? positionals : ['test', 'bench'];
const files = dirs.flatMap((dir) => findTestFiles(ROOT, dir)).filter((file) => !options.unit || file.kind === 'unit');
const parts = findParts([...new Set(files.flatMap((file) => file.needs))]);
const isMissing = (/** @type {PartName} */ name) => 'missing' in (parts.get(name) ?? {});
const runnable = files.filter((file) => file.needs.every((name) => !isMissing(name)));
const compiled = await compileTests(runnable.map((file) => file.file));
const results = await runAll(orderSlowestFirst(runnable));
process.exitCode = report(results, files.length - runnable.length);

/**
 * Each needed part, found or why not; as root on Debian a missing one is installed first, unless
 * NGINX_PATH or APACHE2_PATH names where it is (installing Debian's package would not change that).
 * @param {PartName[]} needed
 * @returns {Map<PartName, import('./test/parts.mjs').Found>}
 */
function findParts(needed) {
  const find = () => new Map(needed.map((name) => [name, FINDERS[name]()]));
  let found = find();
  const isNamed = (/** @type {PartName} */ name) => PARTS[name].isVariableFinal && Boolean(process.env[PARTS[name].variable ?? '']);
  const installable = needed.filter((name) => 'missing' in (found.get(name) ?? {}) && !isNamed(name));
  if (installable.length > 0 && canInstall()) {
    const packages = installable.map((name) => PARTS[name].package);
    console.log(`Installing Debian's ${packages.join(', ')} with apt-get for the tests that need them (once per machine).`);
    aptInstall(packages, { startNoServices: true });
    found = find();
  }
  return found;
}

/**
 * The test files compiled as the build is (scripts/compile.mjs), together, so that a worker loads
 * src/ and the packages once for all its files; with React's production build, as `npm run build`
 * has it, and source maps. The development build's checks cost a sixth of every build the tests
 * make; test/run-compiled.test.ts builds the whole site with it once and fails on any warning.
 * Each set of files has its own compilation, so that a run of some files (a test of this runner,
 * say) leaves alone the one a whole run is importing from.
 * @param {string[]} list
 * @returns {Promise<Map<string, string>>} each test file's compiled file
 */
async function compileTests(list) {
  if (list.length === 0) return new Map();
  const name = `tests~${createHash('sha256').update(list.join('\0')).digest('hex').slice(0, 8)}`;
  removeOldTestCompilations(name);
  try {
    const outputs = await compileEntries(list, { sourceMaps: true, name });
    return new Map(list.map((file, index) => [file, /** @type {string} */ (outputs[index])]));
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    console.error(`The test files could not be compiled:\n${error.message}`);
    process.exit(1);
  }
}

/** Other sets of test files' compilations, a day after they were last made. @param {string} keep */
function removeOldTestCompilations(keep) {
  const cache = path.join(ROOT, '.cache', 'compiled');
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  if (!existsSync(cache)) return;
  for (const entry of readdirSync(cache, { withFileTypes: true })) {
    // A folder for several files, one .mjs for a single file.
    const compiled = path.join(cache, entry.name);
    if (entry.name.startsWith('tests~') && !entry.name.startsWith(keep) && statSync(compiled).mtimeMs < dayAgo) {
      rmSync(compiled, { recursive: true, force: true });
    }
  }
}

/** @param {TestFile[]} list */
function orderSlowestFirst(list) {
  /** @type {Record<string, number>} */
  let durations = {};
  try {
    durations = JSON.parse(readFileSync(DURATIONS, 'utf8'));
  } catch {
    // No earlier run: browser and hosting files are the slow ones.
  }
  const guess = (/** @type {TestFile} */ file) => durations[file.file] ?? (file.kind === 'unit' ? 0 : 60_000);
  return [...list].sort((a, b) => guess(b) - guess(a));
}

/**
 * Hands the files out to the workers one at a time; a worker that dies fails its file, and
 * another takes its place.
 * @param {TestFile[]} queue
 * @returns {Promise<FileResult[]>}
 */
async function runAll(queue) {
  const jobs = Math.max(1, Number(process.env.TEST_JOBS) || Math.min(2, os.availableParallelism()));
  /** @type {FileResult[]} */
  const results = [];
  const record = (/** @type {FileResult} */ result) => {
    results.push(result);
    const counts = `${result.passed} passed${result.failed ? `, ${result.failed} failed` : ''}, ${(result.ms / 1000).toFixed(1)} s`;
    process.stdout.write(`\n${result.file} (${counts})\n${result.output.trimEnd()}\n`);
  };
  const startWorker = () =>
    new Promise((resolve) => {
      /** @type {TestFile | undefined} */
      let current;
      const child = spawn(process.execPath, [WORKER], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const next = () => {
        current = queue.shift();
        child.send(current ? { file: current.file, compiled: compiled.get(current.file) } : {});
      };
      child.on('message', (/** @type {FileResult | { ready: true }} */ message) => {
        if (!('ready' in message)) record(message);
        next();
      });
      child.on('exit', (code, signal) => {
        if (!current) return resolve(undefined);
        record({ file: current.file, passed: 0, failed: 1, skipped: 0, output: `  FAIL: its test process ended (${signal ?? `exit code ${code}`})`, ms: 0 });
        resolve(queue.length > 0 ? startWorker() : undefined);
      });
    });
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, startWorker));
  saveDurations(results);
  return results;
}

/** @param {FileResult[]} results */
function saveDurations(results) {
  try {
    /** @type {Record<string, number>} */
    let durations = {};
    try {
      durations = JSON.parse(readFileSync(DURATIONS, 'utf8'));
    } catch {
      // First run.
    }
    for (const result of results) durations[result.file] = result.ms;
    mkdirSync(path.dirname(DURATIONS), { recursive: true });
    writeFileSync(DURATIONS, `${JSON.stringify(durations, null, 2)}\n`);
  } catch {
    // Only the order of the next run depends on it.
  }
}

/**
 * Prints the failed files, one line per missing part, and the closing line; returns the exit code.
 * @param {FileResult[]} results
 * @param {number} skippedFiles
 */
function report(results, skippedFiles) {
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  const failedFiles = results.filter((result) => result.failed > 0).map((result) => result.file);
  if (failedFiles.length > 0) console.log(`\nFailed in: ${failedFiles.sort().join(', ')}`);
  const missing = [...parts].flatMap(([name, found]) => ('missing' in found ? [{ name, reason: found.missing }] : []));
  if (missing.length > 0) console.log('');
  for (const { name, reason } of missing) {
    const needing = files.filter((file) => file.needs.includes(name)).map((file) => file.file);
    console.log(`Skipped ${needing.length} test file${needing.length === 1 ? '' : 's'} (${needing.join(', ')}) for want of ${toMissingLine(name, reason)}`);
  }
  if (missing.length > 0 && isCI) console.log('CI is set: tests that cannot run fail the run.');
  console.log(`\n${passed} passed, ${failed} failed${skippedFiles > 0 ? `, ${skippedFiles} test file${skippedFiles === 1 ? '' : 's'} skipped` : ''}`);
  return failed > 0 || (isCI && skippedFiles > 0) ? 1 : 0;
}
