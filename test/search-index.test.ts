// The search index (src/search/index.ts) and its matching rule (src/shared/search-index.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupConcerts } from '../src/concerts/group.ts';
import { toSiteUrls } from '../src/lib/urls.ts';
import { makeSearchIndex } from '../src/search/index.ts';
import { findRows, type SearchIndex } from '../src/shared/search-index.ts';
import { makeConcert } from './helpers/concerts.ts';
import { buildShipped, domOf } from './helpers/site-build.ts';

const urls = toSiteUrls('https://example.ee/selts/');
const concerts = [
  makeConcert('12.10.2023 19:00', {
    stem: '2023-10-12-tuur',
    heading: ['Tüüri kvartetid'],
    performers: [{ text: 'Kadri Tamm (viiul)', indented: false }],
    schedule: [{ composer: 'Erkki-Sven Tüür', piece: 'Keelpillikvartett nr 2' }],
  }),
  makeConcert('01.03.2026 16:00', { stem: '2026-03-01-paik', place: 'Pärnu Eliisabeti kirik' }),
  makeConcert('02.03.2026 16:00', {
    stem: '2026-03-02-dvorak',
    heading: ['Uus maailm'],
    place: 'Tartu Jaani kirik',
    schedule: [{ composer: 'Antonín Dvořák', piece: 'Sümfoonia nr 9' }, { piece: 'Järvi valss' }],
  }),
];
const file = makeSearchIndex(groupConcerts(concerts), urls);
const index = JSON.parse(file.text) as SearchIndex;
const stems = (query: string, from: SearchIndex = index) => findRows(from, query).map((row) => row[0]);

const indexSuite = suite('the search index');

indexSuite('should hold every group, newest first, with the concert pages\' address in the site\'s sub-folder', () => {
  assert.is(index.base, '/selts/concerts/');
  assert.equal(index.rows.map((row) => row[0]), ['2026-03-02-dvorak', '2023-10-12-tuur']);
  assert.is(index.rows[0]?.[1], 'Uus maailm');
  assert.match(index.rows[0]?.[2] ?? '', /1\. märts 2026, Pärnu Eliisabeti kirik; 2\. märts 2026, Tartu Jaani kirik/);
});

indexSuite('should find a group by a word of its heading, performers, composers, pieces or places, typed without diacritics', () => {
  assert.equal(stems('tuur'), ['2023-10-12-tuur'], 'composer');
  assert.equal(stems('kvartetid'), ['2023-10-12-tuur'], 'heading');
  assert.equal(stems('tamm'), ['2023-10-12-tuur'], 'performer');
  assert.equal(stems('dvorak'), ['2026-03-02-dvorak'], 'composer');
  assert.equal(stems('jarvi'), ['2026-03-02-dvorak'], 'piece');
  assert.equal(stems('parnu'), ['2026-03-02-dvorak'], "a placeholder's place belongs to its group");
});

indexSuite('should match a query typed with diacritics and in capitals too', () => {
  assert.equal(stems('TÜÜR'), ['2023-10-12-tuur']);
  assert.equal(stems('Dvořák'), ['2026-03-02-dvorak']);
});

indexSuite('should match the beginnings of words and need every word of the query', () => {
  assert.equal(stems('dvo'), ['2026-03-02-dvorak']);
  assert.equal(stems('jaani'), ['2026-03-02-dvorak']);
  assert.equal(stems('jaani tuur'), []);
  assert.equal(stems('uur'), [], 'not the middle of a word');
  assert.equal(stems('  '), []);
});

indexSuite('should find a word with an Estonian case ending when nothing matches it whole', () => {
  assert.equal(stems('tüüri'), ['2023-10-12-tuur'], 'genitive of Tüür');
  assert.equal(stems('kvartettide'), [], 'more than two letters more');
  assert.equal(stems('sümfooniat'), ['2026-03-02-dvorak']);
  assert.equal(stems('kvartetid'), ['2023-10-12-tuur'], 'the heading\'s own word, whole');
  assert.equal(stems('tamme'), ['2023-10-12-tuur'], 'genitive of Tamm');
  assert.equal(stems('uusi'), [], 'four letters must be left: "uus" is too short a rest to find Uus');
});

indexSuite('should name its file by what goes into it', () => {
  assert.match(file.output, /^assets\/search\.[0-9a-f]{10}\.json$/);
  assert.equal(JSON.parse(file.text), index);
  assert.is(makeSearchIndex(groupConcerts(concerts), urls).output, file.output, 'the same concerts, the same name');
  assert.is.not(makeSearchIndex(groupConcerts(concerts.slice(1)), urls).output, file.output, 'a concert fewer');
  const renamed = concerts.map((concert, at) => (at === 0 ? { ...concert, heading: ['Tüüri kvartetid ja trio'] } : concert));
  assert.is.not(makeSearchIndex(groupConcerts(renamed), urls).output, file.output, 'a word more');
});

indexSuite.run();

const builtSuite = suite('the built search');

builtSuite('should give both list pages a search field, in place from the first paint, that names the search script and an index of every season', async () => {
  const result = await buildShipped();
  for (const page of ['concerts/upcoming.html', 'concerts/archive.html', 'concerts/index.html']) {
    const search = domOf(result, page).querySelector('search');
    assert.ok(search, `${page} has a <search> element`);
    assert.not.ok(search.hasAttribute('hidden'), `${page}: not revealed by the script, which would push the list down`);
    assert.is(search.querySelector('input')?.getAttribute('type'), 'search');
    assert.is(search.querySelector('label')?.textContent, 'Otsi kontserti');
    assert.is(search.querySelector('[role="status"]')?.textContent, '');
    const script = search.getAttribute('data-search-script') ?? '';
    const indexFile = search.getAttribute('data-search-index') ?? '';
    assert.ok(result.files.has(script.slice(1)), `${page}: ${script} is built`);
    const built = JSON.parse(Buffer.from(result.files.get(indexFile.slice(1)) as Uint8Array).toString('utf8')) as SearchIndex;
    const pages = [...result.files.keys()].filter((file) => /^concerts\/[^/]+\.html$/.test(file) && !/^concerts\/(index|upcoming|archive)\.html$/.test(file));
    assert.equal(built.rows.map((row) => `concerts/${row[0]}.html`).sort(), pages.sort(), 'one row a concert page, past and upcoming');
  }
  assert.not.ok(domOf(result, 'index.html').querySelector('search'), 'only the list pages search');
});

builtSuite.run();
