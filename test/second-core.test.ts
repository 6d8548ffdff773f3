// `npm run build` on two cores: the second thread checks half of the concert files and makes half of
// the groups, and the site is the very same, byte for byte, as one thread alone makes it; a problem
// in either half is reported as one thread reports it, and dist/ is left as it was.
import { execFile } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createBenchProject, type BenchProject } from '../bench/project.ts';
import { publishSite } from '../src/deploy/publish.ts';
import { ContentError } from '../src/errors.ts';
import { PROJECT_ROOT } from './helpers/site-build.ts';
import { assertSameTree, readTree } from './helpers/tree.ts';

const run = promisify(execFile);
const SITE_NOW = '2025-06-01T12:00:00+03:00';
const now = new Date(SITE_NOW);
/** Enough groups on both sides of SITE_NOW that each thread makes upcoming and past ones, placeholders among them. */
const CONCERTS = 240;

const secondCore = suite<{ project: BenchProject }>('npm run build on two cores');

secondCore.before(async (context) => {
  context.project = await createBenchProject(PROJECT_ROOT, CONCERTS);
});
secondCore.after(async ({ project }) => project.remove());

secondCore('should write the same site on two cores as on one, with and without --precompress', async ({ project }) => {
  const dist = (name: string) => path.join(project.dir, name);
  for (const precompress of [false, true]) {
    const one = await publishSite({ root: project.dir, now, dist: dist('one'), precompress, cores: 1 });
    const two = await publishSite({ root: project.dir, now, dist: dist('two'), precompress, cores: 2 });
    const oneTree = await readTree(dist('one'));
    assert.ok(oneTree.size > CONCERTS, 'a page and a calendar for every group');
    assertSameTree(oneTree, await readTree(dist('two')), `two cores${precompress ? ' with --precompress' : ''}`);
    assert.is(two.fileCount, one.fileCount, 'the files the build says it wrote');
    assert.is(two.pages, one.pages);
    assert.is(two.fileCount, oneTree.size, 'every file counted once');
  }
  // The compiled build, as `npm run build` runs it: its second thread loads the compiled file itself.
  await run(process.execPath, ['scripts/run-compiled.mjs', 'build.ts', '--precompress'], { cwd: project.dir, env: { ...process.env, SITE_NOW } });
  assertSameTree(await readTree(dist('two')), await readTree(dist('dist')), 'npm run build');
});

secondCore('should report problems in either half of the concert files as one thread does, and leave dist/ as it was', async ({ project }) => {
  const concerts = path.join(project.dir, 'content', 'concerts');
  const names = (await readdir(concerts)).filter((name) => name.endsWith('.md')).sort();
  // Files sort by path: the first is checked on this thread, the last on the second.
  const broken = ['0000-first.md', 'zzzz-last.md', names[Math.floor(names.length / 2)] as string];
  const dist = path.join(project.dir, 'kept');
  await publishSite({ root: project.dir, now, dist, cores: 1 });
  const before = await readTree(dist);
  await writeFile(path.join(concerts, broken[0] as string), '---\ndate: "31.02.2025"\ntime: "19:00"\nplace: "Kumu"\n---\n');
  await writeFile(path.join(concerts, broken[1] as string), '---\ndate: "01.03.2025"\ntime: "25:00"\nplace: "Kumu"\n---\n');
  await writeFile(path.join(concerts, broken[2] as string), '---\ndate: "01.03.2025"\ntime: "19:00"\n---\n');
  try {
    const failure = async (cores: 1 | 2) => {
      const error = await publishSite({ root: project.dir, now, dist, cores }).then(() => undefined, (error: unknown) => error);
      assert.instance(error, ContentError, `${cores} core(s)`);
      return (error as ContentError).message;
    };
    const message = await failure(2);
    assert.is(message, await failure(1));
    for (const name of broken) assert.match(message, name.replace(/\.md$/, ''));
    assert.is(message.split('\n').length, 3, message);
    assertSameTree(before, await readTree(dist), 'dist/ after the failed build');
    const left = (await readdir(project.dir)).filter((name) => name.startsWith('.kept-new-') || name.startsWith('.dist-new-'));
    assert.equal(left, [], 'no unfinished site left behind');
  } finally {
    await Promise.all(broken.map((name) => rm(path.join(concerts, name))));
  }
});

secondCore.run();
