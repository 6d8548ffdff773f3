import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConcert } from '../src/content/concert.ts';
import { validateContent, type Validated } from '../src/content/validate.ts';
import type { LoadedContent } from '../src/content/types.ts';
import { ContentError, type Problem } from '../src/errors.ts';
import { FIXTURES, loadFixture, loadShipped, readFixture } from './helpers/fixtures.ts';
import { assertProblem } from './helpers/problems.ts';

const BAD_CONCERTS = 'bad-concerts';

async function validateBadConcert(name: string) {
  const file = `content/concerts/${name}`;
  return { file, result: validateConcert({ path: file, text: await readFixture(BAD_CONCERTS, 'content', 'concerts', name) }) };
}

function problemsOf(result: Validated | ReturnType<typeof validateConcert>): Problem[] {
  assert.ok(!result.ok, 'the content was accepted');
  return result.problems;
}

/** One fixture file per kind of mistake: the file, the field the message must name, and what it must say. */
const BAD_CONCERT_CASES: { name: string; field: string | undefined; says: string }[] = [
  { name: '2025-03-15-kell-25.md', field: 'time', says: '"25:00" ei ole kellaaeg; kirjuta see kujul tt:mm' },
  { name: 'aeg-numbrina.md', field: 'time', says: 'loeti arvuna 1900; pane väärtus jutumärkidesse' },
  { name: 'kellakeeramise-oo.md', field: 'time', says: '"03:30" ei ole 30.03.2025 Tallinnas olemas' },
  { name: '31-veebruar.md', field: 'date', says: '"31.02.2025" ei ole päris kuupäev' },
  { name: 'kuupaev-iso-kujul.md', field: 'date', says: '"2025-03-15" ei ole kuupäev; kirjuta see kujul pp.kk.aaaa' },
  { name: 'koht-puudub.md', field: 'place', says: 'puudub; see on kohustuslik, näiteks "' },
  { name: 'koht-numbrina.md', field: 'place', says: 'peab olema tekst, mitte arv 42' },
  { name: 'pealkirja-kirjaviga.md', field: 'concertHeadng', says: 'ei ole tuntud väli (kas mõtlesid concertHeading?)' },
  { name: 'pealkiri-tekstina.md', field: 'concertHeading', says: 'peab olema loend (iga rida eraldi, "- " rea alguses), mitte tekst "Bachi pärand"' },
  { name: 'tuhi-esitaja.md', field: 'lines[2]', says: 'on tühi' },
  { name: 'ainult-taandemark.md', field: 'lines[2]', says: 'on ainult taande märk ">"' },
  { name: 'kava-ilma-helilooja-ja-teoseta.md', field: 'scheduleLines[2]', says: 'ei nimeta heliloojat ega teost' },
  { name: 'helilooja-kirjaviga.md', field: 'scheduleLines[1].composr', says: 'ei ole tuntud väli' },
  { name: 'katkine-veebiaadress.md', field: 'notes[2]', says: '"https://www.piletilevi .ee/" algab nagu veebiaadress, kuid ei ole see' },
  { name: 'tekst-sisus.md', field: undefined, says: 'teise "---" rea järel on tekst, mida kusagil ei näidata' },
  { name: 'js-plokk-oaou.md', field: undefined, says: 'väljad peavad olema YAML-is, mitte "js"' },
  { name: 'kaks-korda-koht.md', field: 'place', says: 'on kirjutatud kaks korda; jäta alles üks' },
];

const validateConcertSuite = suite('validateConcert');

for (const { name, field, says } of BAD_CONCERT_CASES) {
  validateConcertSuite(`should name ${field ?? 'the whole file'} in "${name}"`, async () => {
    const { file, result } = await validateBadConcert(name);
    const problems = problemsOf(result);
    assertProblem(problems, file, field, says);
    assert.is(problems.length, 1, `one mistake, one problem: ${problems.map((p) => p.message).join(' | ')}`);
  });
}

validateConcertSuite('should list the fields of a programme line, not of the concert, for an unknown key inside it', async () => {
  // Regression: the message offered the concert's own fields (date, time, place, ...) and no suggestion.
  const { file, result } = await validateBadConcert('helilooja-kirjaviga.md');
  const problem = assertProblem(problemsOf(result), file, 'scheduleLines[1].composr', 'ei ole tuntud väli (kas mõtlesid composer?)');
  assert.match(problem.message, 'scheduleLines[1] väljad on composer, piece');
  assert.not.match(problem.message, 'date');
});

validateConcertSuite('should report every problem of one file, not only the first', async () => {
  const { file, result } = await validateBadConcert('mitu-viga-uhes.md');
  const problems = problemsOf(result);
  assertProblem(problems, file, 'time', '"7:00" ei ole kellaaeg');
  assertProblem(problems, file, 'place', 'on tühi');
  assertProblem(problems, file, 'saal', 'ei ole tuntud väli');
  assert.is(problems.length, 3);
});

validateConcertSuite('should name an impossible date even when another field of the file is wrong too', () => {
  // Regression: the date was checked only after every other field passed the schema.
  const text = '---\ndate: "31.02.2025"\ntime: "25:00"\nplace: "Saal"\n---\n';
  const problems = problemsOf(validateConcert({ path: 'content/concerts/a.md', text }));
  assertProblem(problems, 'content/concerts/a.md', 'time', '"25:00" ei ole kellaaeg');
  assertProblem(problems, 'content/concerts/a.md', 'date', '"31.02.2025" ei ole päris kuupäev');
});

validateConcertSuite('should refuse a year that can only be a typo', () => {
  const text = '---\ndate: "15.03.0025"\ntime: "19:00"\nplace: "Saal"\n---\n';
  assertProblem(problemsOf(validateConcert({ path: 'content/concerts/a.md', text })), 'content/concerts/a.md', 'date', '"15.03.0025" ei ole päris kuupäev');
});

validateConcertSuite('should read a front-matter block opened with ---yaml as YAML', () => {
  const text = '---yaml\ndate: "15.03.2025"\ntime: "19:00"\nplace: "Saal"\n---\n';
  assert.ok(validateConcert({ path: 'content/concerts/a.md', text }).ok);
});

validateConcertSuite('should accept details on a placeholder, which shows them under its date (corpus: kohatäide märkmetega)', () => {
  const text = '---\ndate: "10.05.2025"\ntime: "19:00"\nplace: "Tartu"\nconcertNotes: []\nnotes:\n  - "Piletid"\nscheduleLines:\n  - piece: "Summa"\n---\n';
  const result = validateConcert({ path: 'content/concerts/kohataide.md', text });
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('; '));
  assert.ok(result.value.isPlaceholder);
  assert.equal(result.value.notes, [{ text: 'Piletid' }]);
});

validateConcertSuite('should refuse "#" and "?" in a file name, which would break the links to its page (corpus: trellid failinimes)', () => {
  // Regression: "kontsert #2.md" built, and every link to it led to "/concerts/kontsert%20", a 404.
  const text = '---\ndate: "10.05.2025"\ntime: "19:00"\nplace: "Tartu"\n---\n';
  for (const [file, instead] of [['content/concerts/kontsert #2.md', 'kontsert-2.md'], ['content/concerts/mis kava?.md', 'mis-kava.md']] as const) {
    assertProblem(problemsOf(validateConcert({ path: file, text })), file, undefined, `tohib sisaldada ainult väiketähti, numbreid ja sidekriipse; nimeta see ümber: "${instead}"`);
  }
});

validateConcertSuite('should refuse a file name with a space, a capital or an Estonian letter, naming the name to use instead', () => {
  // Regression (issue 21): "2027-05-01 Tartu.md" built a page at /concerts/2027-05-01 Tartu.html.
  const text = '---\ndate: "01.05.2027"\ntime: "19:00"\nplace: "Tartu"\n---\n';
  const cases = [
    ['2027-05-01 Tartu', '2027-05-01-tartu'],
    ['Õhtu ÄÖÜ 10. mai', 'ohtu-aou-10-mai'],
    ['2027-šokolaadi-žürii', '2027-sokolaadi-zurii'],
    ['Dvořák--kvartett_', 'dvorak-kvartett'],
  ];
  for (const [stem, instead] of cases) {
    const file = `content/concerts/${stem}.md`;
    const problems = problemsOf(validateConcert({ path: file, text }));
    assertProblem(problems, file, undefined, `faili nimi "${stem}.md"`);
    assertProblem(problems, file, undefined, `nimeta see ümber: "${instead}.md"`);
    assert.is(problems.length, 1);
  }
  assert.ok(validateConcert({ path: 'content/concerts/2027-05-01-tartu.md', text }).ok, 'lowercase letters, digits and hyphens are fine');
});

validateConcertSuite('should report a mistyped required field once, as the unknown field with a suggestion (corpus: site tundmatu väli)', () => {
  const file = 'content/concerts/a.md';
  const problems = problemsOf(validateConcert({ path: file, text: '---\ndate: "10.05.2025"\ntime: "19:00"\nplac: "Tartu"\n---\n' }));
  assertProblem(problems, file, 'plac', 'ei ole tuntud väli (kas mõtlesid place?)');
  assert.is(problems.length, 1, 'no second line saying that place puudub');
});

validateConcertSuite('should explain a field name holding an invisible character (corpus: nähtamatu märk nimes)', () => {
  // Regression: "\u200bnotes ei ole tuntud väli (kas mõtlesid notes?)" read as nonsense.
  const file = 'content/concerts/a.md';
  const text = '---\ndate: "10.05.2025"\ntime: "19:00"\nplace: "Tartu"\n\u200bnotes: []\n---\n';
  assertProblem(problemsOf(validateConcert({ path: file, text })), file, '\u200bnotes', 'on nähtamatu märk (U+200B)');
});

validateConcertSuite('should turn a full entry into a concert with indented performers', async () => {
  const file = 'content/concerts/oige-kontsert-aou.md';
  const result = validateConcert({ path: file, text: await readFixture(BAD_CONCERTS, file) });
  assert.ok(result.ok, result.ok ? '' : result.problems.map((p) => p.message).join('\n'));
  assert.is(result.value.stem, 'oige-kontsert-aou');
  assert.is(result.value.start.label, '15. märts 2025 kell 19:00');
  assert.equal(result.value.performers, [
    { text: 'Tallinna Kammerorkester', indented: false },
    { text: 'kontsertmeister Liisa Õunapuu', indented: true },
  ]);
  assert.is(result.value.isPlaceholder, false);
});

validateConcertSuite('should read an unquoted time such as 19:00 correctly', async () => {
  const file = 'content/concerts/jutumarkideta-kellaaeg.md';
  const result = validateConcert({ path: file, text: await readFixture('frontmatter', 'jutumärkideta kellaaeg.md') });
  assert.ok(result.ok, result.ok ? '' : result.problems.map((p) => p.message).join('\n'));
  assert.is(result.value.start.label, '15. märts 2025 kell 19:00');
  assert.is(result.value.start.iso, '2025-03-15T19:00:00+02:00');
});

validateConcertSuite('should make a note that is a web address a link, and leave other notes as text', () => {
  const text = '---\ndate: "15.03.2025"\ntime: "19:00"\nplace: "Saal"\nnotes:\n  - "Piletid kohapeal."\n  - "https://www.piletilevi.ee/kontsert"\n---\n';
  const result = validateConcert({ path: 'content/concerts/a.md', text });
  assert.ok(result.ok);
  assert.equal(result.value.notes, [
    { text: 'Piletid kohapeal.' },
    { text: 'https://www.piletilevi.ee/kontsert', href: 'https://www.piletilevi.ee/kontsert' },
  ]);
});

const validateContentSuite = suite('validateContent');

/** The shipped site with one part swapped for a fixture's. */
async function validateWith(override: (shipped: LoadedContent) => Promise<Partial<LoadedContent>>): Promise<Validated> {
  const shipped = await loadShipped();
  return validateContent({ ...shipped, ...(await override(shipped)) });
}

validateContentSuite('should accept the shipped content', async () => {
  const result = await validateWith(async () => ({}));
  assert.ok(result.ok, result.ok ? '' : result.problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
  assert.is(result.content.concerts.length, 11);
  assert.is(result.content.supporters.length, 11);
  assert.equal(result.content.home.featured.map((item) => item.concert), ['2025-09-21-meie', '2025-12-20-valguse-ootuses']);
});

validateContentSuite('should report every bad file of a build, sorted by file, and none of the good ones', async () => {
  const bad = (await loadFixture(BAD_CONCERTS)).concerts;
  // The shipped concerts stay, so that home.md's featured concerts are found.
  const problems = new ContentError(problemsOf(await validateWith(async (shipped) => ({ concerts: [...shipped.concerts, ...bad] })))).problems;

  const names = (await readdir(path.join(FIXTURES, BAD_CONCERTS, 'content', 'concerts'))).filter((name) => name.endsWith('.md'));
  const badFiles = names.filter((name) => name !== 'oige-kontsert-aou.md').map((name) => `content/concerts/${name}`);
  const reported = [...new Set(problems.map((problem) => problem.file))];
  assert.equal([...reported].sort(), [...badFiles].sort());
  assert.equal(reported, [...reported].sort(), 'problems are sorted by file');
  for (const { name, field, says } of BAD_CONCERT_CASES) assertProblem(problems, `content/concerts/${name}`, field, says);
});

validateContentSuite('should name the field of every mistake in site.md and home.md, and a missing supporters.md', async () => {
  const fixture = await loadFixture('bad-data');
  const problems = problemsOf(await validateWith(async () => ({ site: fixture.site, home: fixture.home, supporters: undefined })));
  assertProblem(problems, 'content/site.md', 'registryCode', 'loeti arvuna 80123456; pane väärtus jutumärkidesse');
  assertProblem(problems, 'content/site.md', 'email', 'ei ole e-posti aadress');
  assertProblem(problems, 'content/site.md', 'navLinks[2].url', '"javascript:alert(1)" ei ole veebiaadress');
  assertProblem(problems, 'content/home.md', 'featured[1].image.src', 'pilti "images/pilt puudub õäöü.svg" kaustas static/ ei ole');
  assertProblem(problems, 'content/home.md', 'featured[3].ticketLink.url', '"javascript:alert(1)" ei ole veebiaadress');
  assertProblem(problems, 'content/supporters.md', undefined, 'puudub');
  assert.is(problems.length, 6);
});

validateContentSuite('should name both files when two concert files in different folders have the same name', async () => {
  const problems = problemsOf(
    await validateWith(async (shipped) => ({
      concerts: [...shipped.concerts, { path: 'content/concerts/vana/2025-09-13-tallinn.md', text: '---\ndate: "13.09.2024"\ntime: "19:00"\nplace: "Saal"\n---\n' }],
    })),
  );
  const problem = assertProblem(problems, 'content/concerts/vana/2025-09-13-tallinn.md', undefined, 'faili nimi "2025-09-13-tallinn.md" on sama mis failil content/concerts/2025-2026/2025-09-13-tallinn.md');
  assert.is(problems.length, 1, String(problem.message));
});

validateContentSuite('should take any number of supporters, none to four links and a featured concert of any length', async () => {
  const supporter = (n: number) => `  - name: "Toetaja ${n}"\n    logo: "images/supporters/tartu.svg"\n    url: "https://t${n}.example.ee/"\n`;
  for (const count of [0, 1, 12, 24]) {
    const text = `---\nsupporters:${count === 0 ? ' []' : `\n${Array.from({ length: count }, (_, n) => supporter(n)).join('')}`}\n---\n`;
    const result = await validateWith(async () => ({ supporters: { path: 'content/supporters.md', text } }));
    assert.ok(result.ok, `${count} supporters`);
    assert.is(result.content.supporters.length, count);
  }
  const link = (n: number) => `  - label: "Link ${n}"\n    url: "https://l${n}.example.ee/"\n`;
  const withLinks = async (count: number) =>
    validateWith(async (shipped) => ({
      site: { path: 'content/site.md', text: (shipped.site?.text ?? '').replace(/navLinks:\n(  .*\n)+/, count === 0 ? '' : `navLinks:\n${Array.from({ length: count }, (_, n) => link(n)).join('')}`) },
    }));
  for (const count of [0, 1, 4]) {
    const result = await withLinks(count);
    assert.ok(result.ok, `${count} links`);
    assert.is(result.content.site.navLinks.length, count);
  }
  assertProblem(problemsOf(await withLinks(5)), 'content/site.md', 'navLinks', 'sisaldab üle 4 lingi');
  const empty = await validateWith(async () => ({ home: { path: 'content/home.md', text: '---\nfeatured: []\n---\n' } }));
  assertProblem(problemsOf(empty), 'content/home.md', 'featured', 'on tühi; lisa vähemalt üks esiletõstetud kontsert');
});

validateContentSuite('should refuse an image path that climbs out of static/', async () => {
  const problems = problemsOf(
    await validateWith(async (shipped) => ({
      home: { path: 'content/home.md', text: (shipped.home?.text ?? '').replace('images/meie.svg', '../content/site.md') },
    })),
  );
  assertProblem(problems, 'content/home.md', 'featured[1].image.src', 'kaustas static/ ei ole');
});

validateConcertSuite.run();
validateContentSuite.run();

const lifeSuite = suite('validateConcert: tickets, status and draft');

const withLife = (extra: string) => `---\ndate: "10.05.2025"\ntime: "19:00"\nplace: "Tartu"\nconcertHeading:\n  - "Kevad"\n${extra}---\n`;

lifeSuite('should read tickets, a status and a draft into the concert', () => {
  const result = validateConcert({ path: 'content/concerts/a.md', text: withLife('tickets:\n  url: "https://www.piletilevi.ee/"\n  price: 12.5\nstatus: postponed\ndraft: true\n') });
  assert.ok(result.ok, result.ok ? '' : result.problems.map((p) => p.message).join('\n'));
  assert.equal([result.value.tickets, result.value.status, result.value.draft], [{ url: 'https://www.piletilevi.ee/', price: 12.5 }, 'postponed', true]);
  const free = validateConcert({ path: 'content/concerts/a.md', text: withLife('tickets:\n  price: 0\nstatus: ""\ndraft: false\n') });
  assert.ok(free.ok, 'free entry, an empty status as the editor writes it, and draft: false are fine');
  assert.equal([free.value.tickets, free.value.status, free.value.draft], [{ price: 0 }, undefined, undefined]);
});

lifeSuite('should name the file and the field of each mistake in one line', () => {
  const cases: [string, string, string][] = [
    ['tickets: {}\n', 'tickets', 'ei sisalda piletimüügi aadressi ega hinda'],
    ['tickets:\n  price: -5\n', 'tickets.price', '-5 on alla nulli'],
    ['tickets:\n  price: "12 €"\n', 'tickets.price', 'peab olema arv, mitte tekst "12 €"; kirjuta see ilma jutumärkideta, näiteks 12.'],
    ['tickets:\n  url: "mailto:piletid@example.ee"\n', 'tickets.url', 'ei ole piletimüügi veebiaadress'],
    ['tickets:\n  url: "www.piletilevi.ee"\n', 'tickets.url', 'ei ole piletimüügi veebiaadress'],
    ['status: "ära jäetud"\n', 'status', '"ära jäetud" ei ole olek; kirjuta cancelled'],
    ['draft: "jah"\n', 'draft', 'peab olema true või false, mitte tekst "jah"'],
  ];
  for (const [extra, field, says] of cases) {
    const problems = problemsOf(validateConcert({ path: 'content/concerts/a.md', text: withLife(extra) }));
    assertProblem(problems, 'content/concerts/a.md', field, says);
    assert.is(problems.length, 1, `${extra}: ${problems.map((p) => p.message).join(' | ')}`);
  }
});

lifeSuite.run();
