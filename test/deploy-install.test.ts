// A deploy's install: the repository's tracked files, `npm ci --omit=dev` (the workflow's own
// command) and `npm run build`, in a throw-away folder. The editor's four hundred packages are
// devDependencies, so such an install has none of them; the build must still publish the whole site,
// the editor from its committed bundle, and say in one line when that bundle is out of date.
// Installed offline from the npm cache that installing this project filled.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { STALE_NOTICE } from '../src/admin/bundle.ts';
import { PROJECT_ROOT } from './helpers/temp-project.ts';

const run = promisify(execFile);
const deploy = suite<{ dir: string }>('a deploy\'s install (npm ci --omit=dev), then npm run build');

deploy.before(async (context) => {
  context.dir = await mkdtemp(path.join(os.tmpdir(), 'kammer-deploy-'));
  // The files git tracks or would track (not those it ignores), as they are in the working tree:
  // what a clone has once the change under test is committed.
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT, maxBuffer: 16 * 1024 * 1024 });
  const tracked = stdout.split('\0').filter((file) => file && existsSync(path.join(PROJECT_ROOT, file)));
  for (const file of tracked) await cp(path.join(PROJECT_ROOT, file), path.join(context.dir, file));
  await run('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: context.dir }).catch((error: Error) => {
    throw new Error(`npm ci --omit=dev --offline failed; it installs from npm's cache, which \`npm ci\` in this project fills: ${error.message}`);
  });
});

deploy.after(async ({ dir }) => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

deploy('should install the build\'s packages and none of the editor\'s or the tests\'', ({ dir }) => {
  for (const name of ['esbuild', 'sharp', 'react-dom', 'zod']) assert.ok(existsSync(path.join(dir, 'node_modules', name)), `${name} is not installed`);
  for (const name of ['decap-cms-core', 'decap-server', 'uvu', 'playwright-core', 'typescript']) assert.not.ok(existsSync(path.join(dir, 'node_modules', name)), `${name} is installed`);
});

deploy('should publish the site and the committed editor, saying once that the editor\'s bundle is out of date', async ({ dir }) => {
  // A change to the editor's sources that nobody bundled: the deploy cannot bundle it, and says so.
  await appendFile(path.join(dir, 'src', 'admin', 'client', 'cms.ts'), '\n// muudetud\n');
  const { stdout, stderr } = await run(process.execPath, ['scripts/run-compiled.mjs', 'build.ts'], { cwd: dir, env: { ...process.env, SITE_NOW: '2025-05-01T12:00:00+03:00' } });
  assert.is(stderr, '');
  assert.equal(stdout.split('\n').filter((line) => line.includes('bundle:admin')), [STALE_NOTICE]);
  assert.ok(existsSync(path.join(dir, 'dist', 'index.html')), 'no dist/index.html');
  const record = JSON.parse(await readFile(path.join(dir, 'src', 'admin', 'bundle', 'record.json'), 'utf8')) as { entry: string };
  assert.match(await readFile(path.join(dir, 'dist', 'admin', 'index.html'), 'utf8'), path.posix.basename(record.entry), 'the editor\'s page loads the committed script');
  assert.ok(existsSync(path.join(dir, 'dist', record.entry)), 'the committed script is not published');
});

deploy.run();
