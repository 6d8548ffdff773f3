// The content corpus (test/bad-content/, issue 5): every case through the real `npm run build` in
// one temporary copy of the project. Broken content must stop the build with one clear line per
// problem and leave dist/ byte for byte as it was; odd but valid content must build, and no content
// may make a page run a script.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCorpusProject, loadCases, type BuildRun, type CorpusCase, type CorpusProject } from './helpers/bad-content.ts';
import { findScriptRisks } from './helpers/script-safety.ts';

const corpus = suite<{ project?: CorpusProject }>('bad content corpus', {});

corpus.before(async (context) => {
  context.project = await createCorpusProject();
  // The first build compiles the build into .cache/ and gives the dist/ that failures must keep.
  const first = await context.project.build();
  assert.is(first.code, 0, `the shipped content does not build:\n${first.output}`);
});

corpus.after(async (context) => {
  await context.project?.remove();
});

for (const testCase of loadCases()) {
  corpus(`should ${testCase.expected.should} (${testCase.name})`, async ({ project }) => {
    if (!project) throw new Error('no project');
    const before = await project.hashDist();
    const run = await project.withCase(testCase, async () => {
      const result = await project.build();
      for (const file of testCase.expected.neverCreated) assert.not.ok(existsSync(project.at(file)), `content code ran: ${file} exists`);
      return result;
    });
    assertPlainOutput(run);
    assert.ok(run.seconds < testCase.expected.maxSeconds, `the build took ${run.seconds.toFixed(1)} s`);
    const { outcome } = testCase.expected;
    if (outcome === 'fail' || (outcome === 'either' && run.code !== 0)) {
      assertFailure(testCase, run);
      assert.equal(await project.hashDist(), before, 'dist/ changed although the build failed');
    } else {
      assert.is(run.code, 0, `the build failed:\n${run.output}`);
      await assertBuilt(testCase, run, project);
    }
  });
}

/** No stack trace, no "Error:" label, no bug of our own: only sentences a maintainer can act on. */
function assertPlainOutput(run: BuildRun): void {
  const lines = toLines(run.output);
  for (const line of lines) {
    assert.not.match(line, /^\s+at /, `a stack trace in the output:\n${run.output}`);
    assert.not.match(line, /\b[A-Za-z]*Error:/, `an "Error:" label in the output:\n${run.output}`);
    assert.not.match(line, /Internal error/, `a bug of our own:\n${run.output}`);
    assert.ok(line.length <= 400, `a line of ${line.length} characters:\n${line.slice(0, 200)}…`);
  }
}

function assertFailure(testCase: CorpusCase, run: BuildRun): void {
  const { problems, ordered } = testCase.expected;
  assert.is(run.code, 1, `exit code ${run.code}, not 1:\n${run.output}`);
  assert.ok(problems.length > 0, 'a failing case must list the problems it expects');
  for (const item of problems) assert.ok(item.field !== null || item.says, 'a problem with the whole file must say what the line says');
  const lines = toLines(run.output);
  const problemLines = lines.filter((line) => line.startsWith('content/'));
  assert.ok(problemLines.length <= 2 * problems.length, `more than two lines per problem:\n${run.output}`);
  const expectedFiles = new Set(problems.map((item) => item.file));
  for (const line of problemLines) {
    assert.ok([...expectedFiles].some((file) => line.startsWith(`${file}:`)), `a line about a file the case did not break:\n${line}`);
  }
  let previous = -1;
  for (const { file, field, says } of problems) {
    const index = problemLines.findIndex((line) => isProblemLine(line, file, field) && (says === undefined || line.includes(says)));
    const wanted = `${file}: ${field ?? '(the whole file)'}${says ? ` … ${says}` : ''}`;
    assert.ok(index !== -1, `no line names ${wanted}; the build printed:\n${run.output}`);
    if (ordered) assert.ok(index > previous, `the line for ${wanted} is out of order:\n${run.output}`);
    previous = index;
  }
}

/** `file[:line[:column]]: field …`; a problem with the whole file is told apart by what it says. */
function isProblemLine(line: string, file: string, field: string | null): boolean {
  if (!line.startsWith(file)) return false;
  const rest = /^(?::\d+(?::\d+)?)?: (.*)$/.exec(line.slice(file.length))?.[1];
  return rest !== undefined && (field === null || rest.startsWith(`${field} `));
}

async function assertBuilt(testCase: CorpusCase, run: BuildRun, project: CorpusProject): Promise<void> {
  const lines = toLines(run.output);
  for (const expected of testCase.expected.output) assert.ok(lines.includes(expected), `the build did not print "${expected}":\n${run.output}`);
  const dist = project.at('dist');
  for (const page of (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'))) {
    const risks = findScriptRisks(await readFile(path.join(dist, page), 'utf8'));
    assert.equal(risks, [], `dist/${page} could run a script`);
  }
  for (const [page, texts] of Object.entries(testCase.expected.text)) {
    const document = await readPage(dist, page);
    const visible = (document.body.textContent ?? '').replace(/\s+/g, ' ');
    for (const text of texts) assert.ok(visible.includes(text), `dist/${page} does not show ${JSON.stringify(text.slice(0, 80))} as text`);
  }
  for (const [page, hrefs] of Object.entries(testCase.expected.links)) {
    const found = Array.from((await readPage(dist, page)).querySelectorAll('a'), (link) => link.getAttribute('href'));
    for (const href of hrefs) assert.ok(found.includes(href), `dist/${page} has no link to ${href}; it links to:\n${found.join('\n')}`);
  }
}

async function readPage(dist: string, page: string): Promise<Document> {
  const html = await readFile(path.join(dist, ...page.split('/')), 'utf8').catch(() => assert.unreachable(`dist/${page} was not built`));
  return parseHTML(html).document as unknown as Document;
}

function toLines(output: string): string[] {
  return output.split('\n').filter((line) => line.trim() !== '');
}

corpus.run();
