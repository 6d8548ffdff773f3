import matter from 'gray-matter';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFrontMatter, type FrontMatter } from '../src/content/frontmatter.ts';
import type { Problem } from '../src/errors.ts';
import { readFixture } from './helpers/fixtures.ts';
import { assertProblem } from './helpers/problems.ts';

const FILE = 'content/concerts/kontsert.md';

async function readFrontMatterFixture(name: string): Promise<{ file: string; result: FrontMatter }> {
  const file = `content/concerts/${name}`;
  return { file, result: readFrontMatter(file, await readFixture('frontmatter', name)) };
}

function dataOf(result: FrontMatter): Record<string, unknown> {
  assert.ok(result.ok, result.ok ? '' : `refused: ${result.problem.message}`);
  return result.data;
}

function problemsOf(result: FrontMatter): Problem[] {
  assert.ok(!result.ok, 'the front-matter was accepted');
  return [result.problem];
}

/** Globals that the code in the fixtures sets when it runs. */
const codeRan = globalThis as { frontMatterCodeRan?: unknown; frontMatterTagRan?: unknown };

const readFrontMatterSuite = suite('readFrontMatter');

readFrontMatterSuite.before.each(() => {
  delete codeRan.frontMatterCodeRan;
  delete codeRan.frontMatterTagRan;
});

readFrontMatterSuite('should read the fields of a YAML block as they are written', async () => {
  const { result } = await readFrontMatterFixture('Õhtu ÄÖÜ.md');
  assert.equal(dataOf(result), {
    date: '15.03.2025',
    time: '19:00',
    place: 'Tallinna Mustpeade maja',
    concertHeading: ['Bachi pärand'],
  });
});

readFrontMatterSuite('should read an unquoted time such as 19:00 as the text "19:00", not the number 1140', async () => {
  const { result } = await readFrontMatterFixture('jutumärkideta kellaaeg.md');
  const data = dataOf(result);
  assert.is(data.time, '19:00');
  assert.is(data.date, '15.03.2025');
  assert.is(data.place, 'Tallinna Mustpeade maja');
});

readFrontMatterSuite('should read unquoted times with a leading zero as text too', () => {
  // YAML 1.1 reads 09:05 as the base-60 number 545.
  for (const time of ['09:05', '00:30', '23:59']) {
    assert.is(dataOf(readFrontMatter(FILE, `---\ntime: ${time}\n---\n`)).time, time);
  }
});

readFrontMatterSuite('should never run a ---js block, and say that front-matter must be YAML', async () => {
  const { file, result } = await readFrontMatterFixture('js plokk õäöü.md');
  assertProblem(problemsOf(result), file, undefined, 'väljad peavad olema YAML-is, mitte "js"');
  assert.is(codeRan.frontMatterCodeRan, undefined, 'the code in the block ran');
});

readFrontMatterSuite('should hold a ---js fixture whose code gray-matter runs by default (so the test above can fail)', async () => {
  const text = await readFixture('frontmatter', 'js plokk õäöü.md');
  const parsed = matter(text);
  assert.is(codeRan.frontMatterCodeRan, '15.03.2025');
  assert.is(parsed.data.date, '15.03.2025');
});

readFrontMatterSuite('should refuse every other front-matter language without running it', () => {
  for (const opening of ['---javascript', '--- js', '---json', '---toml', '---coffee']) {
    const text = `${opening}\n{ "date": (globalThis.frontMatterCodeRan = "ran") }\n---\n`;
    const problems = problemsOf(readFrontMatter(FILE, text));
    assertProblem(problems, FILE, undefined, 'väljad peavad olema YAML-is');
    assert.is(problems[0]?.line, 1, opening);
  }
  assert.is(codeRan.frontMatterCodeRan, undefined);
});

readFrontMatterSuite('should refuse a YAML tag that would build a function, naming its field and line', async () => {
  const { file, result } = await readFrontMatterFixture('js-funktsiooni silt.md');
  const problem = assertProblem(problemsOf(result), file, 'place', 'kasutab YAML-i silti, mis pole lubatud');
  assert.is(problem.line, 4);
  assert.is(codeRan.frontMatterTagRan, undefined);
});

readFrontMatterSuite('should refuse a field written twice, naming the field and the line of the second', async () => {
  // Regression: YAML problems named only a line, not the field the contract asks for.
  const { file, result } = await readFrontMatterFixture('kaks korda koht.md');
  const problem = assertProblem(problemsOf(result), file, 'place', 'on kirjutatud kaks korda; jäta alles üks');
  assert.is(problem.line, 5);
});

readFrontMatterSuite('should report a YAML syntax error with its field, line and column in the file', async () => {
  const { file, result } = await readFrontMatterFixture('vigane YAML.md');
  const problem = assertProblem(problemsOf(result), file, 'place', 'ei ole korrektne YAML');
  assert.is(problem.line, 4);
  assert.type(problem.column, 'number');
});

readFrontMatterSuite('should name the list field that holds a YAML error on an indented line', () => {
  const text = '---\ndate: "15.03.2025"\nscheduleLines:\n  - composer: "J. S. Bach"\n    piece: "Fuuga" g-moll\n---\n';
  const problem = assertProblem(problemsOf(readFrontMatter(FILE, text)), FILE, 'scheduleLines', 'ei ole korrektne YAML');
  assert.is(problem.line, 5);
});

readFrontMatterSuite('should refuse a block that is never closed', async () => {
  const { file, result } = await readFrontMatterFixture('lõpetamata plokk.md');
  assertProblem(problemsOf(result), file, undefined, 'väljade plokk jääb sulgemata');
});

readFrontMatterSuite('should refuse a list where fields are expected', async () => {
  const { file, result } = await readFrontMatterFixture('nimekiri väljade asemel.md');
  assertProblem(problemsOf(result), file, undefined, 'peavad olema väljad ("nimi: väärtus")');
});

readFrontMatterSuite('should refuse an alias bomb instead of expanding it', async () => {
  const { file, result } = await readFrontMatterFixture('aliaste pomm.md');
  assertProblem(problemsOf(result), file, 'f', 'liiga palju YAML-i aliasi');
});

readFrontMatterSuite('should refuse an alias that refers to itself, naming its field (corpus: ennast viitav alias)', () => {
  // Regression: the walk that counts aliases went round for ever and the stack overflowed.
  assertProblem(problemsOf(readFrontMatter(FILE, '---\nlines: &a ["x", *a]\n---\n')), FILE, 'lines', 'viitab YAML-i aliase (*nimi) kaudu iseendale');
});

readFrontMatterSuite('should name the field whose quote is never closed, not the line where YAML gave up (corpus: vigane YAML)', () => {
  const text = '---\ndate: "10.05.2025"\nplace: "Tallinna Mustpeade maja\nconcertHeading:\n  - "Kevad"\n---\n';
  const problem = assertProblem(problemsOf(readFrontMatter(FILE, text)), FILE, 'place', 'real 3 avatud jutumärk " jääb sulgemata');
  assert.is(problem.line, 3);
});

readFrontMatterSuite('should name the field on a line indented with a tab, not the field above it (corpus: tabulaator taandes)', () => {
  const text = '---\ndate: "10.05.2025"\n\ttime: "19:00"\n---\n';
  assertProblem(problemsOf(readFrontMatter(FILE, text)), FILE, 'time', 'on taandatud tabulaatoriga');
});

readFrontMatterSuite('should refuse letters that are not UTF-8, naming the field and line (corpus: Latin-1 kodeering)', () => {
  // Regression: a file saved as Latin-1 built, showing "T�nism�e" on the site.
  const text = Buffer.from('---\ndate: "10.05.2025"\nplace: "T\xf5nism\xe4e"\n---\n', 'latin1').toString('utf8');
  const problem = assertProblem(problemsOf(readFrontMatter(FILE, text)), FILE, 'place', 'pole UTF-8 kodeeringus');
  assert.is(problem.line, 3);
});

readFrontMatterSuite('should refuse thousands of nested brackets with a sentence, not a stack overflow (corpus: sügav pesastus)', () => {
  const text = `---\nlines: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n---\n`;
  assertProblem(problemsOf(readFrontMatter(FILE, text)), FILE, undefined, 'üksteise sees nii sügavalt');
});

readFrontMatterSuite('should accept a byte-order mark and Windows line endings', async () => {
  // Made here rather than stored, so that no git line-ending setting can change the fixture.
  const text = (await readFixture('frontmatter', 'Õhtu ÄÖÜ.md')).replace(/\n/g, '\r\n');
  const data = dataOf(readFrontMatter(FILE, `\uFEFF${text}`));
  assert.is(data.date, '15.03.2025');
  assert.is(data.time, '19:00');
  assert.equal(data.concertHeading, ['Bachi pärand']);
});

readFrontMatterSuite('should return the Markdown body, so that validation can refuse text in it', () => {
  const result = readFrontMatter(FILE, '---\nplace: "Saal"\n---\nTekst sisus.\n');
  assert.ok(result.ok);
  assert.is(result.body.trim(), 'Tekst sisus.');
});

readFrontMatterSuite('should read an empty block as no fields', () => {
  assert.equal(dataOf(readFrontMatter(FILE, '---\n---\n')), {});
});

readFrontMatterSuite('should refuse an empty file, a file without front-matter and binary data', () => {
  assertProblem(problemsOf(readFrontMatter(FILE, '')), FILE, undefined, 'fail on tühi');
  assertProblem(problemsOf(readFrontMatter(FILE, ' \n\n')), FILE, undefined, 'fail on tühi');
  assertProblem(problemsOf(readFrontMatter(FILE, '# Kontsert\n\nTekst.\n')), FILE, undefined, 'fail peab algama reaga "---"');
  assertProblem(problemsOf(readFrontMatter(FILE, '---\nplace: "a\u0000b"\n---\n')), FILE, undefined, 'ei ole tekstifail');
});

readFrontMatterSuite.run();
