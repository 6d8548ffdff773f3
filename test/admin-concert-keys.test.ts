// The keys the editor derives from a concert to list, sort and search it (src/admin/concert-keys.ts)
// and the listing config.yml builds on them (src/admin/config.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addConcertKeys, CONCERT_KEYS, removeConcertKeys } from '../src/admin/concert-keys.ts';
import { toCmsConfig } from '../src/admin/config.ts';
import { readFrontMatter } from '../src/content/frontmatter.ts';
import { PROJECT_ROOT } from './helpers/site-build.ts';

const CONCERT = {
  date: '19.09.2025',
  time: '19:00',
  place: 'Tartu Jaani kirik',
  concertHeading: ['Sügisõhtu', 'Jaani kirikus'],
  lines: ['Tallinna Kammerorkester'],
  scheduleLines: [{ composer: 'Arvo Pärt', piece: 'Fratres' }, { piece: 'Pastoraal' }],
};

const keys = suite('addConcertKeys and removeConcertKeys');

keys('should make a key that sorts concerts by date and time as text', () => {
  const sortKeys = ['01.01.2026', '19.09.2025', '03.10.2024'].map((date) => addConcertKeys({ ...CONCERT, date })[CONCERT_KEYS.sortKey]);
  assert.equal(sortKeys, ['2026-01-01 19:00', '2025-09-19 19:00', '2024-10-03 19:00']);
  assert.equal([...sortKeys].sort().reverse(), sortKeys);
});

keys('should name the season as the site does: 1 August to 31 July', () => {
  assert.is(addConcertKeys({ ...CONCERT, date: '31.07.2025' })[CONCERT_KEYS.season], '2024/2025');
  assert.is(addConcertKeys({ ...CONCERT, date: '01.08.2025' })[CONCERT_KEYS.season], '2025/2026');
});

keys('should put heading, performers, composers, pieces and place into the search text', () => {
  const search = String(addConcertKeys(CONCERT)[CONCERT_KEYS.search]);
  for (const word of ['Sügisõhtu', 'Kammerorkester', 'Pärt', 'Fratres', 'Pastoraal', 'Jaani kirik']) assert.match(search, word);
  assert.is(addConcertKeys(CONCERT)[CONCERT_KEYS.heading], 'Sügisõhtu Jaani kirikus');
});

keys('should name a concert without a heading by its lines above the heading, else as an extra date of a series', () => {
  const { concertHeading: _heading, ...headless } = CONCERT;
  assert.is(addConcertKeys({ ...headless, concertPrefix: ['Suvesari'] })[CONCERT_KEYS.heading], 'Suvesari');
  assert.is(addConcertKeys({ date: '19.09.2025', time: '19:00', place: 'Tartu' })[CONCERT_KEYS.heading], 'lisakuupäev');
});

keys('should mark a draft, a cancelled and a postponed concert for its row in the list, and nothing else', () => {
  assert.is(addConcertKeys(CONCERT)[CONCERT_KEYS.marks], '');
  assert.is(addConcertKeys({ ...CONCERT, draft: true })[CONCERT_KEYS.marks], ' · Mustand');
  assert.is(addConcertKeys({ ...CONCERT, draft: false, status: 'cancelled' })[CONCERT_KEYS.marks], ' · Jääb ära');
  assert.is(addConcertKeys({ ...CONCERT, draft: true, status: 'postponed' })[CONCERT_KEYS.marks], ' · Mustand · Edasi lükatud');
});

keys('should leave out the date keys of a date the form has not finished, instead of failing', () => {
  const data = addConcertKeys({ ...CONCERT, date: '19.09.20' });
  assert.not.ok(CONCERT_KEYS.sortKey in data);
  assert.not.ok(CONCERT_KEYS.season in data);
});

keys('should give back every shipped concert exactly as read, once the keys are removed', async () => {
  const folder = path.join(PROJECT_ROOT, 'content', 'concerts');
  const names = (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.md'));
  assert.ok(names.length > 0);
  for (const name of names) {
    const read = readFrontMatter(name, await readFile(path.join(folder, name), 'utf8'));
    assert.ok(read.ok, name);
    if (read.ok) assert.equal(removeConcertKeys(addConcertKeys(read.data)), read.data, name);
  }
});

keys.run();

const listing = suite('the concerts\' listing in config.yml');
const concerts = (toCmsConfig({}, { seasons: ['2024/2025', '2025/2026', '2023/2024'] }).collections as Record<string, unknown>[])[0] as Record<string, unknown>;

listing('should sort newest first by the derived key, which has a hidden field as Decap requires', () => {
  assert.equal((concerts.sortable_fields as unknown[])[0], { field: CONCERT_KEYS.sortKey, label: 'Kuupäev', default_sort: 'desc' });
  const fields = concerts.fields as { name: string; widget: string }[];
  assert.equal(Object.values(CONCERT_KEYS).map((name) => fields.find((field) => field.name === name)?.widget), Object.values(CONCERT_KEYS).map(() => 'hidden'));
});

listing('should show date, heading, place and marks in each row, and search the search text without showing it', () => {
  const summary = String(concerts.summary);
  for (const part of ['{{date}}', `{{${CONCERT_KEYS.heading}}}`, '{{place}}', `{{${CONCERT_KEYS.marks}}}`, `{{${CONCERT_KEYS.search} | ternary('', '')}}`]) assert.match(summary, part);
});

listing('should open the concert\'s own page from "Vaata saidil", whatever folder its file is in', () => {
  assert.is(concerts.preview_path, 'concerts/{{filename}}');
});

listing('should offer the seasons newest first, each matching only its own season', () => {
  const filters = concerts.view_filters as { label: string; field: string; pattern: string }[];
  assert.equal(filters.map((filter) => filter.label), ['Hooaeg 2025/2026', 'Hooaeg 2024/2025', 'Hooaeg 2023/2024']);
  const first = filters[0] as { pattern: string };
  assert.ok(new RegExp(first.pattern).test('2025/2026'));
  assert.not.ok(new RegExp(first.pattern).test('2025/20260'));
});

listing.run();
