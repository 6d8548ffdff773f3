// Share cards (src/cards/): one picture per upcoming concert group, 1200×630, that the page's
// og:image points at; the site's colours and committed fonts with every Estonian letter.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadFaces, measureText, toPathData, wrapText, type Faces } from '../src/cards/fonts.ts';
import { CARD_HEIGHT, CARD_WIDTH, toCardColours, toCardFile, type CardText } from '../src/cards/make-cards.ts';
import { createCardDrawer } from '../src/cards/share-card.ts';
import { publishSite } from '../src/build-command.ts';
import { buildSite, type BuildResult } from '../src/site.ts';
import { buildShipped, domOf, PROJECT_ROOT } from './helpers/site-build.ts';

const readCss = () => readFile(new URL('../src/styles/site.css', import.meta.url), 'utf8');

/** A card of a build kept in memory: the build hands it on as a file of .cache/cards/ to copy. */
async function readCard(result: BuildResult, file: string): Promise<Uint8Array> {
  const card = result.files.get(file);
  if (card && typeof card === 'object' && 'copyFrom' in card) return new Uint8Array(await readFile(card.copyFrom));
  assert.instance(card, Uint8Array, `${file} is built`);
  return card as Uint8Array;
}

const builtSuite = suite('share cards in the build');

builtSuite('should point every upcoming concert page at a 1200×630 PNG of its own, with size, alt and a large Twitter card', async () => {
  const result = await buildShipped();
  const upcoming = ['2025-07-06-narva-joesuu', '2025-09-13-tallinn', '2025-09-21-meie', '2025-12-20-valguse-ootuses'];
  const images = new Set<string>();
  for (const stem of upcoming) {
    const head = domOf(result, `concerts/${stem}.html`).head;
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content') ?? '';
    const image = content('meta[property="og:image"]');
    const file = new URL(image).pathname.slice(1);
    assert.match(file, new RegExp(`^assets/cards/${stem}\\.[0-9a-f]{10}\\.png$`), `${stem}: its own card`);
    const png = await readCard(result, file);
    const metadata = await sharp(png).metadata();
    assert.equal([metadata.format, metadata.width, metadata.height], ['png', 1200, 630], `${stem}: a 1200×630 PNG`);
    assert.is(content('meta[property="og:image:width"]'), '1200');
    assert.is(content('meta[property="og:image:height"]'), '630');
    assert.is(content('meta[name="twitter:card"]'), 'summary_large_image');
    images.add(file);
  }
  assert.is(images.size, upcoming.length, 'one card a group');
  const meie = domOf(result, 'concerts/2025-09-21-meie.html').head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content');
  assert.is(meie, 'MEIE! – 19. september 2025 kell 19:00, Tallinna Mustpeade maja; 20. september 2025 kell 18:00, Tartu Ülikooli aula; 21. september 2025 kell 16:00, Narva-Jõesuu kuursaal');
});

builtSuite('should make no card for a past concert, which shares the site\'s image', async () => {
  const result = await buildShipped();
  const cards = [...result.files.keys()].filter((file) => file.startsWith('assets/cards/'));
  assert.not.ok(cards.some((file) => file.includes('2025-04-26-haapsalu')), 'no card for a past group');
  const head = domOf(result, 'concerts/2025-04-26-haapsalu.html').head;
  assert.not.match(head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '', '/assets/cards/');
});

builtSuite('should leave dist/ as it was, and no half-written site, when a build fails after its pages', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'cards-failed-build-'));
  try {
    await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    await cp(path.join(PROJECT_ROOT, 'static'), path.join(root, 'static'), { recursive: true });
    // Found only when the sitemap is made, after every page.
    await writeFile(path.join(root, 'static', 'sitemap.xml'), '<urlset/>');
    const dist = path.join(root, 'dist');
    await cp(path.join(root, 'static', 'favicon.svg'), path.join(dist, 'previous.svg'));
    const failure = await publishSite({ root, now: new Date('2025-06-01T12:00:00+03:00'), dist }).then(
      () => undefined,
      (error: unknown) => error,
    );
    assert.match(String(failure), 'static/sitemap.xml: sama aadressiga faili teeb ehitus ise');
    assert.equal(await readdir(dist), ['previous.svg'], 'dist/ as it was');
    assert.equal((await readdir(root)).filter((name) => name.startsWith('.dist-')), [], 'no temporary folder left');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

/** A copy of content/ and static/, built twice with its own .cache/ (the shipped build keeps the project's). */
async function withProjectCopy(use: (root: string, build: () => Promise<BuildResult>) => Promise<void>): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'cards-cache-'));
  try {
    await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    await cp(path.join(PROJECT_ROOT, 'static'), path.join(root, 'static'), { recursive: true });
    await use(root, () => buildSite({ root, now: new Date('2025-06-01T12:00:00+03:00') }));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const cardOf = async (result: BuildResult, stem: string) => {
  const image = domOf(result, `concerts/${stem}.html`).head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
  const file = new URL(image).pathname.slice(1);
  return { file, png: await readCard(result, file) };
};

builtSuite('should keep each card in .cache/cards/ and take it from there in the next build instead of drawing it again', async () => {
  await withProjectCopy(async (root, build) => {
    const first = await cardOf(await build(), '2025-09-21-meie');
    const cached = path.join(root, '.cache', 'cards', path.basename(first.file));
    assert.equal(new Uint8Array(await readFile(cached)), new Uint8Array(first.png), 'the drawn card is kept');
    // A card that only the cache holds: what the next build publishes comes from there.
    const marked = await sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: '#00ff00' } }).png().toBuffer();
    await writeFile(cached, marked);
    const second = await cardOf(await build(), '2025-09-21-meie');
    assert.is(second.file, first.file);
    assert.equal(new Uint8Array(second.png), new Uint8Array(marked), 'taken from .cache/cards/');
  });
});

builtSuite('should draw a new card when a concert\'s heading changes, showing the new heading', async () => {
  await withProjectCopy(async (root, build) => {
    const before = await cardOf(await build(), '2025-09-21-meie');
    const file = path.join(root, 'content', 'concerts', '2025-2026', '2025-09-21-meie.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/concertHeading:\n  - .*\n/, 'concertHeading:\n  - "Meie ja Dvořák"\n'));
    const after = await cardOf(await build(), '2025-09-21-meie');
    assert.is.not(after.file, before.file, 'a new name, so that no host or network keeps the old picture');
    assert.ok(await differsIn(before.png, after.png, HEADING_AREA), 'the heading is drawn anew');
    assert.not.ok(await differsIn(before.png, after.png, DATES_AREA), 'the dates are as they were');
  });
});

builtSuite.run();

/** The heading's part of a card, and the dates' (src/cards/share-card.ts lays them out). */
const HEADING_AREA = { left: 96, top: 150, width: 1000, height: 200 };
const DATES_AREA = { left: 96, top: 420, width: 1000, height: 160 };

async function differsIn(a: Uint8Array, b: Uint8Array, area: typeof HEADING_AREA): Promise<boolean> {
  const pixels = (png: Uint8Array) => sharp(png).extract(area).removeAlpha().raw().toBuffer();
  return !(await pixels(a)).equals(await pixels(b));
}

const TEXT: CardText = { siteName: 'Tallinna Kammermuusika Selts', heading: 'Õhtu Šostakovitši ja Žukovskiga', dates: ['13. september 2025 kell 16:00, Tallinna Mustpeade maja'] };

const cardSuite = suite('createCardDrawer');

cardSuite('should draw the heading, dates and place in the site\'s colours on its background', async () => {
  const css = await readCss();
  const png = await (await createCardDrawer(css))(TEXT);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  assert.equal([info.width, info.height], [CARD_WIDTH, CARD_HEIGHT]);
  const colours = new Set<string>();
  for (let at = 0; at < data.length; at += info.channels) colours.add(`#${Buffer.from(data.subarray(at, at + 3)).toString('hex')}`);
  const { background, ink, inkSoft, accent } = toCardColours(css);
  for (const [name, colour] of Object.entries({ background, ink, inkSoft, accent })) assert.ok(colours.has(colour), `${name} is on the card`);
  assert.ok(colours.size > 20, 'letters have smooth edges');
});

cardSuite('should draw the heading: another heading, other pixels where it stands, the same elsewhere', async () => {
  const draw = await createCardDrawer(await readCss());
  const card = await draw(TEXT);
  const other = await draw({ ...TEXT, heading: 'Õhtu Šostakovitši ja Žukovskiga!' });
  assert.ok(await differsIn(card, other, HEADING_AREA));
  assert.not.ok(await differsIn(card, other, DATES_AREA));
  assert.equal(new Uint8Array(await draw(TEXT)), new Uint8Array(card), 'the same text, the same bytes');
});

cardSuite('should draw a heading with a thin, an en or a zero-width space', async () => {
  const draw = await createCardDrawer(await readCss());
  const png = await draw({ siteName: 'Selts', heading: 'Tüür\u2009ja\u2002Pärt\u200b', dates: ['13. september 2025 kell 16:00, Tallinna Mustpeade maja'] });
  const metadata = await sharp(png).metadata();
  assert.equal([metadata.width, metadata.height], [CARD_WIDTH, CARD_HEIGHT]);
});

cardSuite.run();

const nameSuite = suite('toCardFile');

nameSuite('should name a card by the group and what it shows, so that a changed heading or date gets a new file', () => {
  const text = { siteName: 'Selts', heading: 'Kevad', dates: ['1. mai 2026 kell 19:00, Tartu Jaani kirik'] };
  const name = toCardFile('2026-05-01-tartu', 'kit', text);
  assert.match(name, /^assets\/cards\/2026-05-01-tartu\.[0-9a-f]{10}\.png$/);
  assert.is(toCardFile('2026-05-01-tartu', 'kit', { ...text }), name, 'the same card, the same name');
  assert.is.not(toCardFile('2026-05-01-tartu', 'kit', { ...text, heading: 'Sügis' }), name);
  assert.is.not(toCardFile('2026-05-01-tartu', 'kit', { ...text, dates: ['2. mai 2026 kell 19:00, Tartu Jaani kirik'] }), name);
  assert.is.not(toCardFile('2026-05-01-tartu', 'other kit', text), name, 'drawn otherwise (fonts, colours, code)');
});

nameSuite.run();

const fontSuite = suite('the cards\' fonts');

/** Whether one of the face's fonts has the letter (rather than showing the missing-glyph box). */
function hasLetter(face: Faces['serif'], letter: string): boolean {
  return face.fonts.some((font) => font.charToGlyphIndex(letter) > 0);
}

fontSuite('should hold every Estonian letter and the likes of Dvořák, in both faces', async () => {
  const faces = await loadFaces();
  for (const [name, face] of Object.entries(faces)) {
    for (const letter of 'õäöüšžÕÄÖÜŠŽř') {
      assert.ok(hasLetter(face, letter), `${name} has ${letter}`);
      assert.ok(toPathData(face, letter, 80, 0, 80).length > 0, `${name} draws ${letter}`);
    }
  }
});

fontSuite('should draw a letter the fonts lack as their missing-glyph box, not as nothing', async () => {
  const { serif } = await loadFaces();
  assert.not.ok(hasLetter(serif, '中'));
  assert.ok(toPathData(serif, '中', 80, 0, 80).length > 0);
});

fontSuite.run();

const wrapSuite = suite('wrapText');

wrapSuite('should break between words so that no line is wider than asked', async () => {
  const faces = await loadFaces();
  const lines = wrapText(faces.serif, 'Valguse ootuses – jõulukontsert kammerkoori ja orkestriga', 80, 600, 10) ?? [];
  assert.ok(lines.length > 1);
  assert.is(lines.join(' '), 'Valguse ootuses – jõulukontsert kammerkoori ja orkestriga');
  for (const line of lines) assert.ok(measureText(faces.serif, line, 80) <= 600, line);
});

wrapSuite('should end the last line that fits with an ellipsis when the text is longer', async () => {
  const faces = await loadFaces();
  const lines = wrapText(faces.serif, 'üks kaks kolm neli viis kuus seitse kaheksa üheksa kümme', 80, 400, 2) ?? [];
  assert.is(lines.length, 2);
  assert.match(lines[1] ?? '', /…$/);
  assert.ok(measureText(faces.serif, lines[1] ?? '', 80) <= 400);
});

wrapSuite.run();
const colourSuite = suite('toCardColours');

colourSuite('should take the colours of the stylesheet\'s custom properties', () => {
  assert.equal(toCardColours(':root { --primary: #f4f6f7; --ink: #1c2024; --ink-soft: #4a5159; --accent: #7A2333; }'), {
    background: '#f4f6f7',
    ink: '#1c2024',
    inkSoft: '#4a5159',
    accent: '#7a2333',
  });
});

colourSuite.run();
