import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUDGETS, measureRoutes } from './helpers/page-weight.ts';
import { readSvgSize } from '../src/images/image-problems.ts';
import { buildSite, type BuildResult } from '../src/site.ts';
import { buildShipped, PROJECT_ROOT } from './helpers/site-build.ts';

/** A 4000 × 3000 JPEG of about 5 MB, as a maintainer would drop in a poster. */
async function makePoster(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 16 };
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7a2e3a', noise } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

// One project for the suite: encoding the poster is the slow part, and the second test needs the first's cache.
/** React writes srcSet and fetchPriority in camel case; HTML attribute names are case-insensitive. */
function attributeOf(element: Element | null | undefined, name: string): string | null {
  const found = [...(element?.attributes ?? [])].find((attribute) => attribute.name.toLowerCase() === name);
  return found ? found.value : null;
}

const featuredSuite = suite<{ root: string; built?: BuildResult }>('a large JPEG as the featured image', { root: '' });

featuredSuite.before(async (context) => {
  context.root = await mkdtemp(path.join(tmpdir(), 'images-test-'));
  await cp(path.join(PROJECT_ROOT, 'content'), path.join(context.root, 'content'), { recursive: true });
  await cp(path.join(PROJECT_ROOT, 'static'), path.join(context.root, 'static'), { recursive: true });
  await writeFile(path.join(context.root, 'static', 'images', 'plakat.jpg'), await makePoster());
  const home = path.join(context.root, 'content', 'home.md');
  await writeFile(home, (await readFile(home, 'utf8')).replace('src: "images/meie.svg"', 'src: "images/plakat.jpg"'));
});

featuredSuite.after(async ({ root }) => {
  await rm(root, { recursive: true, force: true });
});

featuredSuite('should become AVIF, WebP and JPEG at several widths in a <picture>, sized and fetched first, within the budgets', async (context) => {
  {
    const { root } = context;
    assert.ok((await readFile(path.join(root, 'static', 'images', 'plakat.jpg'))).byteLength > 4_000_000, 'the poster is large');
    const result = await buildSite({ root, now: new Date('2025-06-01T12:00:00+03:00') });
    context.built = result;
    const { document } = parseHTML(result.files.get('index.html') as string);
    const picture = document.querySelector('.featured picture');
    assert.ok(picture, 'the featured image is a <picture>');
    const types = [...picture.querySelectorAll('source')].map((source) => source.getAttribute('type'));
    assert.equal(types, ['image/avif', 'image/webp']);
    const img = picture.querySelector('img');
    assert.is(img?.getAttribute('width'), '4000');
    assert.is(img?.getAttribute('height'), '3000');
    assert.is(attributeOf(img, 'fetchpriority'), 'high');
    assert.not.ok(img?.hasAttribute('loading') && img.getAttribute('loading') === 'lazy');
    for (const source of [...picture.querySelectorAll('source'), img]) {
      const widths = (attributeOf(source, 'srcset') ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
      assert.equal(widths, [480, 800, 1200, 1600], source?.getAttribute('type') ?? 'img');
      assert.ok(attributeOf(source, 'sizes'));
    }
    for (const entry of (attributeOf(img, 'srcset') ?? '').split(', ')) {
      const output = entry.split(' ')[0]?.slice(1) ?? '';
      assert.match(output, /^assets\/images\/plakat-\d+\.[0-9a-f]{10}\.jpg$/);
      const bytes = result.files.get(output) as Uint8Array;
      assert.ok(bytes.byteLength < 1_000_000, `${output} is ${bytes.byteLength} bytes`);
    }
    const home = measureRoutes(result.files).find((route) => route.page === 'index.html');
    assert.ok(home && home.total.gzip <= BUDGETS.total, `the home page is ${home?.total.gzip} bytes gzipped`);
  }
});

featuredSuite('should reuse the processed files of an unchanged image instead of encoding it again', async ({ root, built }) => {
  {
    const cacheDir = path.join(root, '.cache', 'images');
    const build = () => buildSite({ root, now: new Date('2025-06-01T12:00:00+03:00') });
    // The test before built the poster into the cache; on its own, this test builds first.
    const first = built ?? (await build());
    const cached = await readdir(cacheDir);
    const second = await build();
    assert.equal(await readdir(cacheDir), cached, 'nothing new was written to the cache');
    const outputs = (result: typeof first) => [...result.files.keys()].filter((file) => file.startsWith('assets/images/')).sort();
    assert.equal(outputs(second), outputs(first));
    assert.ok(cached.some((file) => file.endsWith('.json')));
  }
});

featuredSuite.run();

const svgSuite = suite('readSvgSize');

svgSuite('should read width and height, or else the viewBox', () => {
  assert.equal(readSvgSize('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96"></svg>'), { width: 240, height: 96 });
  assert.equal(readSvgSize("<svg viewBox='0 0 300 120'><rect/></svg>"), { width: 300, height: 120 });
  assert.equal(readSvgSize('<svg width="120px" viewBox="0 0 300 120"></svg>'), { width: 120, height: 48 });
  assert.equal(readSvgSize('<?xml version="1.0"?>\n<svg width="100%" viewBox="0,0,50,25"></svg>'), { width: 50, height: 25 });
  assert.is(readSvgSize('<svg width="100%"></svg>'), undefined);
});

svgSuite('should give every shipped logo its size, keeping it SVG', async () => {
  const result = await buildShipped();
  const { document } = parseHTML(result.files.get('index.html') as string);
  const logos = [...document.querySelectorAll('.supporters__logo')];
  assert.is(logos.length, 11);
  for (const logo of logos) {
    assert.match(logo.getAttribute('src') ?? '', /\.svg$/);
    assert.ok(Number(logo.getAttribute('width')) > 0 && Number(logo.getAttribute('height')) > 0);
    assert.is(logo.getAttribute('loading'), 'lazy');
  }
});

svgSuite.run();
