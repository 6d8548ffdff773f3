// scripts/test.mjs, the runner behind `npm test`, run as a child on small fixture test files
// (test/fixtures/runner/: a unit file, a suite whose before hook fails, files that need Chromium
// and nginx), with the machine's parts hidden the way a contributor's laptop lacks them.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_ROOT } from './helpers/temp-project.ts';

const FIXTURES = 'test/fixtures/runner';

interface Run {
  code: number;
  output: string;
  lines: string[];
}

/**
 * `node scripts/test.mjs` on some fixture folders, with only node on PATH unless `env` says more,
 * and no record of earlier runs (which would change the order the files run in).
 */
async function runTests(dirs: string[], env: Record<string, string> = {}, args: string[] = []): Promise<Run> {
  const { CI: _ci, NGINX_PATH: _nginx, ...inherited } = process.env;
  const durations = path.join(os.tmpdir(), `kammer-test-durations-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  const options = {
    cwd: PROJECT_ROOT,
    env: { ...inherited, PATH: path.dirname(process.execPath), NO_COLOR: '1', TEST_JOBS: '2', TEST_DURATIONS: durations, ...env },
  };
  const argv = [path.join('scripts', 'test.mjs'), ...dirs.map((dir) => `${FIXTURES}/${dir}`), ...args];
  const { code, stdout, stderr } = await promisify(execFile)(process.execPath, argv, options).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
  await rm(durations, { force: true });
  const output = `${stdout}${stderr}`;
  return { code, output, lines: output.split('\n').map((line) => line.trim()) };
}

const closing = (run: Run) => run.lines.filter(Boolean).at(-1);

const runner = suite('scripts/test.mjs');

runner('should fail the run, with the error, when a before hook fails and its tests never run', async () => {
  const run = await runTests(['hook/before-fails.test.ts', 'unit']);
  assert.is(run.code, 1, run.output);
  assert.ok(run.output.includes('its before hook failed, so its tests did not run'), run.output);
  assert.ok(run.output.includes('Error: the server did not start'), run.output);
  assert.is(closing(run), '2 passed, 2 failed');
});

runner('should fail the run, with the error, when an after hook fails', async () => {
  const run = await runTests(['hook/after-fails.test.ts']);
  assert.is(run.code, 1, run.output);
  assert.ok(run.output.includes('its after hook failed'), run.output);
  assert.ok(run.output.includes('Error: the server would not stop'), run.output);
  assert.is(closing(run), '0 passed, 1 failed');
});

runner('should fail a file whose test process dies, and run the others in a new one', async () => {
  const run = await runTests(['crash', 'unit'], { TEST_JOBS: '1' });
  assert.is(run.code, 1, run.output);
  assert.ok(run.output.includes('FAIL: its test process ended (exit code 7)'), run.output);
  assert.is(closing(run), '2 passed, 1 failed');
});

runner('should skip the files that need a missing nginx, name it in one line with how to get it, and pass', async () => {
  const run = await runTests(['unit', 'hosting'], { NGINX_PATH: '/nowhere/nginx' });
  assert.is(run.code, 0, run.output);
  const skipped = run.lines.filter((line) => line.startsWith('Skipped'));
  assert.equal(skipped, [
    `Skipped 1 test file (${FIXTURES}/hosting/needs-nginx.test.ts) for want of nginx: NGINX_PATH is "/nowhere/nginx", which does not exist; ` +
      'install nginx (Debian: "apt-get install nginx", macOS: "brew install nginx") or set NGINX_PATH to its executable.',
  ]);
  assert.not.ok(run.output.includes('should find nginx'), 'the nginx file did not run');
  assert.is(closing(run), '2 passed, 0 failed, 1 test file skipped');
});

runner('should fail the run under CI=true when a part is missing', async () => {
  const run = await runTests(['unit', 'hosting'], { NGINX_PATH: '/nowhere/nginx', CI: 'true' });
  assert.is(run.code, 1, run.output);
  assert.ok(run.lines.some((line) => line.startsWith('Skipped 1 test file')), run.output);
  assert.is(closing(run), '2 passed, 0 failed, 1 test file skipped');
});

runner('should run neither browser nor hosting files with --unit', async () => {
  const run = await runTests(['unit', 'browser', 'hosting'], {}, ['--unit']);
  assert.is(run.code, 0, run.output);
  assert.ok(run.output.includes(`${FIXTURES}/unit/passes.test.ts`), run.output);
  assert.not.ok(run.output.includes('needs-chromium'), run.output);
  assert.not.ok(run.output.includes('needs-nginx'), run.output);
  assert.is(closing(run), '2 passed, 0 failed');
});

runner.run();
