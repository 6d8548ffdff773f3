// The editor at /admin/ in Chromium, on the dev server with its local backend, writing into a copy of
// the project: a logo that is no picture is refused before saving, in the words the build would stop
// the deploy with, and nothing typed or saved is lost; a picture chosen from the media library shows
// in its field, not Decap's empty placeholder, and is saved.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { toEditorLine } from '../../src/admin/client/preview/editor-lines.ts';
import { toSvgWithoutSizeProblem, toUnreadableImageProblem } from '../../src/images/image-problems.ts';
import { readFrontMatter } from '../../src/content/frontmatter.ts';
import { buildSite } from '../../src/site.ts';
import { chooseUpload, fieldInput, openEditor, publish, readLoadedField, releaseEditor, waitForPictures } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';


const NOW = new Date('2025-06-01T12:00:00+03:00');
const SUPPORTER = 'Kammermuusika Sõprade Ühing';

const images = createEditorSuite('pictures in the editor: refused in the build\'s words, shown in their fields');

images('should refuse a logo that is text saved as .png in the build\'s words, keep the form and supporters.md, then save a real picture', async ({ browser, server, project }) => {
  const before = await readFile(project.at('content/supporters.md'), 'utf8');
  const page = await openEditor(browser, server.url, 'pages/entries/supporters');
  await readLoadedField(page, 'name');
  await page.getByRole('button', { name: 'Lisa: toetajad' }).click();
  await page.getByLabel('Nimi', { exact: true }).last().fill(SUPPORTER);
  await page.getByLabel('Aadress', { exact: true }).last().fill('https://www.example.ee/');
  await chooseUpload(page, 'Vali pilt', { name: 'Sõprade logo.png', mimeType: 'image/png', buffer: Buffer.from('Logo tuleb hiljem.\n') });

  await page.getByRole('button', { name: 'Avalda', exact: true }).click();
  await page.getByText('Avalda kohe').click();
  // The sentence the build would stop the deploy with (test/image-problems.test.ts), under the field's label.
  const line = toEditorLine({ ...toUnreadableImageProblem('images/supporters/soprade-logo.png'), field: 'supporters[12].logo' });
  assert.match(line, /^Toetajad nr 12 → Logo: fail ei ole loetav pilt;/);
  await page.getByText(line).first().waitFor();
  assert.is(await page.getByText('Avaldatud', { exact: true }).count(), 0, 'no word that all is well');
  assert.is(await page.getByLabel('Nimi', { exact: true }).last().inputValue(), SUPPORTER, 'the name typed is kept');
  assert.is(await page.getByLabel('Aadress', { exact: true }).last().inputValue(), 'https://www.example.ee/');
  assert.is(await readFile(project.at('content/supporters.md'), 'utf8'), before, 'supporters.md is as it was');
  // The preview beside the form lists it with the build's other problems.
  await page.frameLocator('#preview-pane').locator('[data-preview-problems]').getByText(line, { exact: true }).waitFor();

  await chooseUpload(page, 'Vali teine pilt', { name: 'Sõprade logo päris.png', mimeType: 'image/png', buffer: await makeLogo() });
  await publish(page);
  const read = readFrontMatter('content/supporters.md', await readFile(project.at('content/supporters.md'), 'utf8'));
  const supporters = read.ok ? (read.data.supporters as Record<string, string>[]) : [];
  assert.equal(supporters.at(-1), { name: SUPPORTER, url: 'https://www.example.ee/', logo: 'images/supporters/soprade-logo-paris.png' });
  // What the editor let through, the deploy builds.
  const built = await buildSite({ root: project.root, now: NOW });
  assert.ok([...built.files.keys()].some((file) => /^assets\/images\/soprade-logo-paris-\d+\./.test(file)), 'the logo is processed');
  await releaseEditor(browser, page);
});

images('should refuse a featured picture that is an SVG without a size, in the build\'s words, keeping home.md', async ({ browser, server, project }) => {
  const before = await readFile(project.at('content/home.md'), 'utf8');
  const page = await openEditor(browser, server.url, 'pages/entries/home');
  const alt = await readLoadedField(page, 'alt');
  await chooseUpload(page, 'Vali teine pilt', { name: 'plakat.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="9"/></svg>\n') });
  await page.getByRole('button', { name: 'Avalda', exact: true }).click();
  await page.getByText('Avalda kohe').click();
  await page.getByText(toEditorLine({ ...toSvgWithoutSizeProblem('images/plakat.svg'), field: 'featured[2].image.src' })).first().waitFor();
  assert.is(await page.getByText('Avaldatud', { exact: true }).count(), 0, 'no word that all is well');
  assert.is(await fieldInput(page, 'alt').inputValue(), alt);
  assert.is(await readFile(project.at('content/home.md'), 'utf8'), before, 'home.md is as it was');
  await releaseEditor(browser, page);
});

images('should show a picture chosen from the media library in its field, and save it into home.md', async ({ browser, server, project }) => {
  // A poster already in static/ but in no field yet, so the editor has not fetched it before it is chosen.
  const poster = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96"><rect width="240" height="96" fill="#642"/></svg>\n';
  await writeFile(project.at('static/images/kevadplakat.svg'), poster);
  const page = await openEditor(browser, server.url, 'pages/entries/home');
  await waitForPictures(page, 2);
  await page.getByRole('button', { name: 'Vali teine pilt' }).first().click();
  await page.getByText('kevadplakat.svg', { exact: true }).click();
  await page.getByRole('button', { name: 'Vali see' }).click();
  await waitForPictures(page, 3, poster);
  await publish(page);
  const read = readFrontMatter('content/home.md', await readFile(project.at('content/home.md'), 'utf8'));
  const featured = read.ok ? (read.data.featured as { image: { src: string } }[]) : [];
  assert.is(featured[0]?.image.src, 'images/kevadplakat.svg');
  await releaseEditor(browser, page);
});

images.run();

/** A 240 × 96 PNG, a logo's usual shape. */
function makeLogo(): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 96, channels: 3, background: '#246' } }).png().toBuffer();
}
