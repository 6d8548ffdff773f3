// The checks of one corpus case, run in a project copy right after its build, while dist/ is its own.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import * as assert from 'uvu/assert';
import type { BuildRun, CorpusCase, CorpusProject } from './bad-content.ts';
import { findScriptRisks, findXmlScriptRisks } from './script-safety.ts';
import { ADMIN_FOLDER } from '../../src/admin/page.ts';

/** Puts the case into the copy, runs the build, checks everything the case expects, and puts the copy back. */
export async function checkCase(testCase: CorpusCase, project: CorpusProject): Promise<void> {
  // Only a case that may fail needs dist/ as it was; a failed build of a case that must build fails anyway.
  const before = testCase.expected.outcome === 'build' ? undefined : await project.snapshotDist();
  const run = await project.withCase(testCase, async () => {
    // A case about time runs as a process of its own, which can be killed if it hangs.
    const result = await (testCase.expected.maxSeconds === undefined ? project.buildHere() : project.build());
    for (const file of testCase.expected.neverCreated) assert.not.ok(existsSync(project.at(file)), `content code ran: ${file} exists`);
    // A successful build is checked before the next case replaces its dist/.
    if (result.code === 0 && testCase.expected.outcome !== 'fail') await assertBuilt(testCase, result, project);
    return result;
  });
  assertPlainOutput(run);
  const { maxSeconds } = testCase.expected;
  if (maxSeconds !== undefined) assert.ok(run.seconds < maxSeconds, `the build took ${run.seconds.toFixed(1)} s`);
  if (run.code !== 0 || testCase.expected.outcome === 'fail') {
    assert.ok(testCase.expected.outcome !== 'build', `the build failed:\n${run.output}`);
    assertFailure(testCase, run);
    assert.equal(await project.snapshotDist(), before, 'dist/ changed although the build failed');
  }
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
  // One line per problem, and no problem the case did not expect.
  assert.is(problemLines.length, problems.length, `not one line per expected problem:\n${run.output}`);
  const expectedFiles = new Set(problems.map((item) => item.file));
  for (const line of problemLines) {
    assert.ok([...expectedFiles].some((file) => line.startsWith(`${file}:`)), `a line about a file the case did not break:\n${line}`);
  }
  for (const line of problemLines) assertEstonian(line);
  let previous = -1;
  for (const { file, field, says } of problems) {
    const index = problemLines.findIndex((line) => isProblemLine(line, file, field) && (says === undefined || line.includes(says)));
    const wanted = `${file}: ${field ?? '(the whole file)'}${says ? ` … ${says}` : ''}`;
    assert.ok(index !== -1, `no line names ${wanted}; the build printed:\n${run.output}`);
    if (ordered) assert.ok(index > previous, `the line for ${wanted} is out of order:\n${run.output}`);
    previous = index;
  }
}

/**
 * What is wrong and what to write is said in Estonian (issue 32): once the values quoted from the
 * content are set aside, a line holds none of the English words every English sentence of ours had.
 */
function assertEstonian(line: string): void {
  const words = line.slice(line.indexOf(': ') + 2).replace(/"(?:[^"\\]|\\.)*"/g, '""');
  assert.not.match(words, /(?<![\w-])(is|are|not|must|write|the|e\.g\.|Error)(?![\w-])/, `a line not in Estonian:\n${line}`);
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
  for (const file of await readdir(dist, { recursive: true })) {
    // The editor's page runs its own script on purpose and holds no content but the site's name (test/admin-page.test.ts).
    if (file.startsWith(`${ADMIN_FOLDER}${path.sep}`)) continue;
    const find = file.endsWith('.html') ? findScriptRisks : file.endsWith('.xml') ? findXmlScriptRisks : undefined;
    if (find) assert.equal(find(await readFile(path.join(dist, file), 'utf8')), [], `dist/${file} could run a script`);
    if (file.endsWith('.webmanifest')) JSON.parse(await readFile(path.join(dist, file), 'utf8'));
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
