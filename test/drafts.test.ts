// Drafts (src/content/validate.ts): off the built site as if absent; on the dev server, marked.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { omitDrafts } from '../src/content/validate.ts';
import { buildSite, type BuildResult } from '../src/site.ts';
import { makeConcert } from './helpers/concerts.ts';
import { domOf, pagesOf, PROJECT_ROOT, textOf } from './helpers/site-build.ts';

const DRAFT = `---
date: "21.09.2025"
time: "16:00"
place: "Narva-Jõesuu kuursaal"
concertHeading:
  - "Sügisene mustand"
draft: true
---
`;

/** The shipped site with MEIE! made a draft, built both ways. */
async function buildBothWays(): Promise<{ built: BuildResult; dev: BuildResult }> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-drafts-'));
  try {
    await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    await cp(path.join(PROJECT_ROOT, 'static'), path.join(root, 'static'), { recursive: true });
    await writeFile(path.join(root, 'content/concerts/2025-2026/2025-09-21-meie.md'), DRAFT);
    const now = new Date('2025-06-01T12:00:00+03:00');
    return { built: await buildSite({ root, now }), dev: await buildSite({ root, now, drafts: 'show' }) };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const unit = suite('omitDrafts');

unit('should drop drafts and the featured items naming them, with one notice each, and keep home as it is otherwise', () => {
  const home = { featured: [{ concert: 'b', image: { src: 'x.svg', alt: 'x' }, text: ['t'] }] };
  const concerts = [makeConcert('01.05.2025 19:00', { stem: 'a' }), makeConcert('02.05.2025 19:00', { stem: 'b', draft: true })];
  const omitted = omitDrafts(concerts, home, 'omit', 'content/home.md');
  assert.equal(omitted.concerts.map((concert) => concert.stem), ['a']);
  assert.equal(omitted.home?.featured, []);
  assert.equal(omitted.notices, ['content/home.md: featured[1].concert "b" on mustand; esileht jätab selle välja, kuni kontserdi failist on eemaldatud draft: true.']);
  const shown = omitDrafts(concerts, home, 'show', 'content/home.md');
  assert.is(shown.concerts.length, 2);
  assert.is(shown.home, home);
  assert.is(omitDrafts([concerts[0]!], home, 'omit', 'content/home.md').home, home);
});

const site = suite('drafts in the build and on the dev server');

site('should leave a draft off every page, list, calendar and the sitemap, its placeholders grouped as if it were absent', async () => {
  const { built } = await buildBothWays();
  assert.not.ok(built.files.has('concerts/2025-09-21-meie.html'));
  assert.not.ok(built.files.has('concerts/2025-09-21-meie.ics'));
  for (const file of [...pagesOf(built), 'concerts.ics', 'sitemap.xml']) {
    assert.not.match(textOf(built, file), 'Sügisene mustand', `${file} shows the draft`);
    assert.not.match(textOf(built, file), '2025-09-21-meie', `${file} names the draft`);
  }
  // MEIE!'s two placeholders now group with the next full concert, as if the draft's file were absent.
  const valgus = domOf(built, 'concerts/upcoming.html').querySelector('article[data-key-date="2025-12-20"]');
  assert.ok(valgus?.textContent?.includes('19. september 2025'), 'the placeholders did not regroup');
  assert.ok(built.notices.includes('content/home.md: featured[1].concert "2025-09-21-meie" on mustand; esileht jätab selle välja, kuni kontserdi failist on eemaldatud draft: true.'));
  assert.is(domOf(built, 'index.html').querySelectorAll('[data-featured]').length, 1);
});

site('should show a draft on the dev server, marked "Mustand" on its card and its page', async () => {
  const { dev } = await buildBothWays();
  const card = domOf(dev, 'concerts/upcoming.html').querySelector('article[data-key-date="2025-09-21"]');
  assert.match(card?.querySelector('.draft-label')?.textContent ?? '', 'Mustand');
  const page = domOf(dev, 'concerts/2025-09-21-meie.html');
  assert.match(page.querySelector('.draft-label')?.textContent ?? '', 'Mustand');
  assert.is(dev.notices.filter((notice) => notice.includes('draft')).length, 0);
});

unit.run();
site.run();
