// `npm run build` through scripts/run-compiled.mjs, in one copy of the project that the tests share
// in order, each starting from the build the one before ended with: a cold build and each compile
// are the costly parts, and no test's question needs a copy of its own.
import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compileEntry } from '../scripts/compile.mjs';
import { copyProject, type ProjectCopy } from './helpers/temp-project.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, SITE_NOW: '2025-05-01T12:00:00+03:00' };
const runCompiledSuite = suite<{ project: ProjectCopy }>('run-compiled');

async function readTree(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'latin1'));
  }
  return files;
}

const build = (project: ProjectCopy) => run(process.execPath, ['scripts/run-compiled.mjs', 'build.ts'], { cwd: project.dir, env });
/** The build's compilations. */
const compiledNames = async (project: ProjectCopy) => (await readdir(path.join(project.dir, '.cache', 'compiled'))).filter((name) => name.startsWith('build-'));

runCompiledSuite.before(async (context) => {
  context.project = await copyProject(root);
});

runCompiledSuite.after(async (context) => {
  await context.project?.remove();
});

runCompiledSuite('should not compile again when only the editor\'s committed bundle changed: it is served as it is, never imported', async ({ project }) => {
  // First, while the editor's sources are as committed (the next test changes one the preview imports).
  await build(project);
  const before = await compiledNames(project);
  const folder = path.join(project.dir, 'src', 'admin', 'bundle');
  const { entry } = JSON.parse(await readFile(path.join(folder, 'record.json'), 'utf8')) as { entry: string };
  const script = path.join(folder, path.basename(entry));
  await writeFile(script, `${await readFile(script, 'utf8')}\n// muudetud`);
  await build(project);
  assert.equal(await compiledNames(project), before, 'compiled again');
  assert.match(await readFile(path.join(project.dir, 'dist', entry), 'utf8'), '// muudetud', 'the committed script is what the site serves');
});

runCompiledSuite('should build the same dist/ with React\'s development build, warning about nothing, and compile again after a source change', async ({ project }) => {
  await build(project);
  const compiled = await readTree(path.join(project.dir, 'dist'));
  // The one build of every page with the development build, whose checks (a list without keys, a
  // wrong attribute) print warnings to stderr: the other tests run the production build, as npm run build does.
  const development = await compileEntry('build.ts', { root: project.dir, production: false });
  const { stderr } = await run(process.execPath, [development], { cwd: project.dir, env });
  assert.is(stderr, '', 'React\'s development build warned');
  assert.equal(await readTree(path.join(project.dir, 'dist')), compiled);
  await rm(development);

  const footer = path.join(project.dir, 'src', 'components', 'Layout.tsx');
  await writeFile(footer, (await readFile(footer, 'utf8')).replace('©', '© muudetud jalus'));
  const { stdout } = await build(project);
  assert.match(await readFile(path.join(project.dir, 'dist', 'contact.html'), 'utf8'), '© muudetud jalus');
  // The editor's preview renders the same footer: with the editor's packages installed, the stale
  // committed bundle is made again, so the change shows at /admin/ too, and no notice is printed.
  const adminScript = /<script type="module" src="\/([^"]+)"/.exec(await readFile(path.join(project.dir, 'dist', 'admin', 'index.html'), 'utf8'))?.[1] ?? '';
  assert.match(await readFile(path.join(project.dir, 'dist', adminScript), 'utf8'), 'muudetud jalus');
  assert.not.match(stdout, 'bundle:admin');
  assert.is((await compiledNames(project)).length, 1, 'older compilations are removed');
});

runCompiledSuite('should compile again after a change to tsconfig.json, which esbuild reads', async ({ project }) => {
  // The test before ended with a build since the last change to the sources: its compilation is
  // the one a stale cache would reuse.
  const before = await compiledNames(project);
  const tsconfig = path.join(project.dir, 'tsconfig.json');
  await writeFile(tsconfig, `${await readFile(tsconfig, 'utf8')}\n`);
  await build(project);
  const after = await compiledNames(project);
  assert.is(after.length, 1);
  assert.is.not(after[0], before[0], 'the old compilation was used');
});

runCompiledSuite('should exit 1 and leave dist/ alone when the content is wrong', async ({ project }) => {
  // dist/ as the test before's last build left it.
  const before = await readTree(path.join(project.dir, 'dist'));
  await writeFile(path.join(project.dir, 'content', 'concerts', 'vigane.md'), '---\ndate: "31.02.2025"\ntime: "19:00"\nplace: "Tartu"\n---\n');
  const failed = await build(project).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  assert.is(failed?.code, 1);
  assert.match(failed?.stderr ?? '', 'content/concerts/vigane.md');
  assert.equal(await readTree(path.join(project.dir, 'dist')), before);
});

runCompiledSuite.run();
