// Issue 32, "photos made web-sized before they are saved": a phone's photo uploaded in the editor is
// scaled in the browser before it is written into static/, SVG and small pictures pass as they are,
// and changing a featured concert's picture asks to check its description.
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { saveScreenshot } from '../helpers/browser.ts';
import { chooseUpload, openEditor, publish, releaseEditor } from '../helpers/cms.ts';
import { createEditorSuite } from '../helpers/editor-suite.ts';

const photos = createEditorSuite('photos in the editor: web-sized before they are saved');

photos('should save a 4000 × 3000 phone photo of several megabytes as at most 2400 px and 800 KB, and ask to check the picture\'s description', async ({ browser, server, project }) => {
  const photo = await makePhoneLikePhoto();
  assert.ok(photo.length > 5_000_000, `the photo weighs ${photo.length} bytes`);
  const page = await openEditor(browser, server.url, 'pages/entries/home');
  await chooseUpload(page, 'Vali teine pilt', { name: 'Telefoni foto.jpg', mimeType: 'image/jpeg', buffer: photo }, 'first');
  await page.getByText(/^Pilt vahetus: vaata üle „Pildi kirjeldus“/).waitFor();
  await saveScreenshot(page, 'cms-photo-alt');
  // The picture is written with the entry.
  await publish(page);
  const saved = project.at('static/images/telefoni-foto.jpg');
  const { size } = await stat(saved);
  const { width, height, format } = await sharp(saved).metadata();
  assert.ok(size <= 800 * 1024, `saved ${size} bytes`);
  assert.equal([width, height, format], [2400, 1800, 'jpeg']);
  await releaseEditor(browser, page);
});

photos('should save an SVG and a small picture byte for byte as they were chosen', async ({ browser, server, project }) => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="9"/></svg>\n');
  const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#468' } }).jpeg({ quality: 90 }).toBuffer();
  const page = await openEditor(browser, server.url, 'pages/entries/home');
  await chooseUpload(page, 'Vali teine pilt', { name: 'plakat.svg', mimeType: 'image/svg+xml', buffer: svg }, 'first');
  await page.keyboard.press('Escape');
  await chooseUpload(page, 'Vali teine pilt', { name: 'vaike.jpg', mimeType: 'image/jpeg', buffer: small }, 'first');
  await publish(page);
  assert.equal(await readFile(project.at('static/images/plakat.svg')), svg);
  assert.equal(await readFile(project.at('static/images/vaike.jpg')), small);
  await releaseEditor(browser, page);
});

photos.run();

/**
 * As heavy as a phone's photo: 12 megapixels of fine detail at a high JPEG quality. The detail is
 * random bytes brought to a photo's contrast (sigma about 30 around mid-grey), which sharp's own
 * gaussian noise makes alike at five times the CPU.
 */
function makePhoneLikePhoto(): Promise<Buffer> {
  const [width, height, contrast] = [4000, 3000, 0.4];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .linear(contrast, 128 * (1 - contrast))
    .blur(1)
    .jpeg({ quality: 97 })
    .toBuffer();
}
