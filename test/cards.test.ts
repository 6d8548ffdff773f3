// Share cards (src/cards/): one picture per upcoming concert group, 1200×630, that the page's
// og:image points at; the site's colours and an installed font with every Estonian letter.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toCardFile } from '../src/cards/card-name.ts';
import { toCardColours } from '../src/cards/colours.ts';
import { measureText, wrapText } from '../src/cards/draw.ts';
import { INK_LEVELS } from '../src/cards/draw.ts';
import { loadLetters, toLetter } from '../src/cards/letters.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../src/cards/card-text.ts';
import { createCardKit, renderShareCard } from '../src/cards/share-card.ts';
import { publishSite } from '../src/publish.ts';
import { buildShipped, domOf, PROJECT_ROOT } from './helpers/site-build.ts';

const readCss = () => readFile(new URL('../src/styles/site.css', import.meta.url), 'utf8');

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
    const png = result.files.get(file);
    assert.instance(png, Uint8Array, `${stem}: the card is built`);
    const metadata = await sharp(png as Uint8Array).metadata();
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

builtSuite('should leave dist/ as it was, and no half-written site, when a build fails while its cards\' thread writes cards', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'cards-failed-build-'));
  try {
    await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    await cp(path.join(PROJECT_ROOT, 'static'), path.join(root, 'static'), { recursive: true });
    // Found only when the sitemap is made, after every page: the cards' thread has started by then.
    await writeFile(path.join(root, 'static', 'sitemap.xml'), '<urlset/>');
    const dist = path.join(root, 'dist');
    await cp(path.join(root, 'static', 'favicon.svg'), path.join(dist, 'previous.svg'));
    const failure = await publishSite({ root, now: new Date('2025-06-01T12:00:00+03:00'), dist }).then(
      () => undefined,
      (error: unknown) => error,
    );
    assert.match(String(failure), 'static/sitemap.xml has the same address as a file the build makes');
    assert.equal(await readdir(dist), ['previous.svg'], 'dist/ as it was');
    assert.equal((await readdir(root)).filter((name) => name.startsWith('.dist-')), [], 'no temporary folder left');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

builtSuite.run();

const cardSuite = suite('renderShareCard');

cardSuite('should draw the heading, dates and place in the site\'s colours on its background', async () => {
  const css = await readCss();
  const kit = createCardKit(css);
  const png = renderShareCard(kit, { siteName: 'Tallinna Kammermuusika Selts', heading: 'Õhtu Šostakovitši ja Žukovskiga', dates: ['13. september 2025 kell 16:00, Tallinna Mustpeade maja'] });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  assert.equal([info.width, info.height], [CARD_WIDTH, CARD_HEIGHT]);
  const colours = new Set<string>();
  for (let at = 0; at < data.length; at += info.channels) colours.add(`${data[at]},${data[at + 1]},${data[at + 2]}`);
  const { background, ink, inkSoft, accent } = toCardColours(css);
  for (const [name, colour] of Object.entries({ background, ink, inkSoft, accent })) assert.ok(colours.has(colour.join(',')), `${name} is on the card`);
  assert.ok(colours.size > 20, 'letters have smooth edges');
});

cardSuite('should draw a heading with a thin, an en or a zero-width space (fontkit lost these in the WOFF files)', async () => {
  const kit = createCardKit(await readCss());
  const png = renderShareCard(kit, { siteName: 'Selts', heading: 'Tüür\u2009ja\u2002Pärt\u200b', dates: ['13. september 2025 kell 16:00, Tallinna Mustpeade maja'] });
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

fontSuite('should hold every Estonian letter, in both faces, at every size a card uses', () => {
  const faces = loadLetters(INK_LEVELS);
  for (const [name, face] of Object.entries(faces)) {
    for (const character of 'õäöüšžÕÄÖÜŠŽ') {
      const letter = toLetter(face, character.codePointAt(0) ?? 0);
      assert.is.not(letter, face.missing, `${name} has ${character}`);
      for (const size of face.sizes) assert.ok(letter.masks.get(size)?.levels.some((level) => level > 0), `${name} draws ${character} at ${size} px`);
    }
  }
});

fontSuite('should draw a letter the fonts lack as their missing-glyph box, not as nothing', () => {
  const { serif } = loadLetters(INK_LEVELS);
  const letter = toLetter(serif, 0x4e2d); // 中
  assert.is(letter, serif.missing);
  assert.ok(letter.masks.get(80)?.levels.some((level) => level > 0));
});

fontSuite.run();

const wrapSuite = suite('wrapText');

wrapSuite('should break between words so that no line is wider than asked', () => {
  const faces = loadLetters(INK_LEVELS);
  const lines = wrapText(faces.serif, 'Valguse ootuses – jõulukontsert kammerkoori ja orkestriga', 80, 600, 10) ?? [];
  assert.ok(lines.length > 1);
  assert.is(lines.join(' '), 'Valguse ootuses – jõulukontsert kammerkoori ja orkestriga');
  for (const line of lines) assert.ok(measureText(faces.serif, line, 80) <= 600, line);
});

wrapSuite('should end the last line that fits with an ellipsis when the text is longer', () => {
  const faces = loadLetters(INK_LEVELS);
  const lines = wrapText(faces.serif, 'üks kaks kolm neli viis kuus seitse kaheksa üheksa kümme', 80, 400, 2) ?? [];
  assert.is(lines.length, 2);
  assert.match(lines[1] ?? '', /…$/);
  assert.ok(measureText(faces.serif, lines[1] ?? '', 80) <= 400);
});

wrapSuite.run();

const colourSuite = suite('toCardColours');

colourSuite('should take the colours of the stylesheet\'s custom properties', () => {
  assert.equal(toCardColours(':root { --primary: #f4f6f7; --ink: #1c2024; --ink-soft: #4a5159; --accent: #7A2333; }'), {
    background: [0xf4, 0xf6, 0xf7],
    ink: [0x1c, 0x20, 0x24],
    inkSoft: [0x4a, 0x51, 0x59],
    accent: [0x7a, 0x23, 0x33],
  });
});

colourSuite.run();
