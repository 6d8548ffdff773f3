// The build is deterministic: the same content at the same SITE_NOW gives the same dist/, byte for
// byte, wherever and however often it is built (issue 5, part 5).
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, type ProjectCopy } from './helpers/temp-project.ts';
import { PROJECT_ROOT } from './helpers/site-build.ts';

const run = promisify(execFile);
const SITE_NOW = '2025-06-01T12:00:00+03:00';

/** `npm run build -- --precompress` in a project copy, as a maintainer runs it; `env` adds to the test's own. */
async function build(project: ProjectCopy, env: Record<string, string> = {}, args = ['--precompress']): Promise<Map<string, Buffer>> {
  await run(process.execPath, ['scripts/run-compiled.mjs', 'build.ts', ...args], { cwd: project.dir, env: { ...process.env, SITE_NOW, ...env } });
  return readTree(path.join(project.dir, 'dist'));
}

/** Every file below `dir` by its path (forward slashes), folders implied by the paths. */
async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (entry.isFile()) files.set(relative, await readFile(file));
    else if (!entry.isDirectory()) files.set(relative, Buffer.from(`(not a file: ${entry.constructor.name})`));
  }
  return files;
}

/** The first path or byte where two trees differ, in words; undefined when they are the same. */
function findFirstDifference(a: Map<string, Buffer>, b: Map<string, Buffer>): string | undefined {
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const file of paths) {
    const left = a.get(file);
    const right = b.get(file);
    if (!left || !right) return `${file} is only in the ${left ? 'first' : 'second'} build`;
    if (left.equals(right)) continue;
    let at = 0;
    while (at < left.length && left[at] === right[at]) at++;
    const show = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, at - 40), at + 40).toString('latin1'));
    return `${file} differs from byte ${at} (${left.length} and ${right.length} bytes): ${show(left)} vs ${show(right)}`;
  }
  return undefined;
}

function assertSameTree(a: Map<string, Buffer>, b: Map<string, Buffer>, what: string): void {
  const difference = findFirstDifference(a, b);
  assert.is(difference, undefined, `${what}: ${difference}`);
}

const determinism = suite('npm run build: determinism');

determinism('should write byte-identical dist/ trees for the same content and SITE_NOW', async () => {
  const first = await copyProject();
  const second = await copyProject();
  try {
    const cold = await build(first);
    assert.ok(cold.has('index.html') && cold.has('_headers'), 'the build wrote the site');
    // The contract: a .gz beside every HTML, CSS, JS, SVG, XML and ICS file of 1 KB or more.
    const worthCompressing = [...cold].filter(([file, bytes]) => /\.(html|css|js|svg|xml|ics)$/.test(file) && bytes.length >= 1024);
    assert.ok(worthCompressing.length > 10, 'pages, assets and calendars');
    for (const [file] of worthCompressing) assert.ok(cold.has(`${file}.gz`) && cold.has(`${file}.br`), `${file}.gz and .br`);
    // Everything in .cache/ (compiled build, bundles, images, compressed copies) is reused now.
    assertSameTree(cold, await build(first), 'a second build in the same folder');
    // Another folder, and a machine set to another time zone and language.
    const elsewhere = await build(second, { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' });
    assertSameTree(cold, elsewhere, 'a build in another folder, time zone and locale');
    // A plain build after a precompressed one: the same site without the copies.
    const plain = await build(first, {}, []);
    const withoutCopies = new Map([...cold].filter(([file]) => !/\.(gz|br)$/.test(file)));
    assertSameTree(withoutCopies, plain, 'a build without --precompress');
    // A mistyped option stops the build in one line and leaves dist/ as it was.
    const mistyped = await build(first, {}, ['--precompres']).then(() => undefined, (error: { code: number; stderr: string }) => error);
    assert.is(mistyped?.code, 1);
    assert.match(mistyped?.stderr ?? '', "Unknown option '--precompres'. The one option is --precompress");
    assert.not.match(mistyped?.stderr ?? '', /\n\s+at /, 'no stack trace');
    assertSameTree(plain, await readTree(path.join(first.dir, 'dist')), 'dist/ after a mistyped option');
  } finally {
    await Promise.all([first.remove(), second.remove()]);
  }
});

determinism('should name the first difference between two trees', () => {
  const tree = (text: string) => new Map([['a.html', Buffer.from('same')], ['b.html', Buffer.from(text)]]);
  assert.is(findFirstDifference(tree('<p>1</p>'), tree('<p>1</p>')), undefined);
  assert.match(findFirstDifference(tree('<p>1</p>'), tree('<p>2</p>')) ?? '', 'b.html differs from byte 3');
  assert.match(findFirstDifference(tree('x'), new Map([['a.html', Buffer.from('same')]])) ?? '', 'b.html is only in the first build');
});

determinism.run();
