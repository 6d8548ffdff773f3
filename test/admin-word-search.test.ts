// The editor's searches by whole words (src/admin/client/word-search.ts), over the shipped concerts'
// search texts as the editor derives them (src/admin/concert-keys.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addConcertKeys, CONCERT_KEYS } from '../src/admin/concert-keys.ts';
import { filter } from '../src/admin/client/word-search.ts';
import { readFrontMatter } from '../src/content/frontmatter.ts';
import { PROJECT_ROOT } from './helpers/temp-project.ts';

const matchesWords = (query: string, text: string) => filter(query, [text]).length === 1;
const words = suite('filter: which texts match');

words('should find whole words in any order, ignoring case and diacritics', () => {
  assert.ok(matchesWords('tuur', 'Erkki-Sven Tüür'));
  assert.ok(matchesWords('TÜÜR', 'Erkki-Sven Tüür'));
  assert.ok(matchesWords('tamm kadri', '> Kadri Tamm ja Anu Lepp (viiul)'));
  assert.ok(matchesWords('dvorak', 'Antonín Dvořák'));
});

words('should not find a word that is only part of another, nor letters scattered in order', () => {
  assert.not.ok(matchesWords('tamm', 'Tammsaare'));
  assert.not.ok(matchesWords('kadri tamm', 'Kadri Lepp, Anu Tamme'));
  assert.not.ok(matchesWords('bach', 'Brandenburgi kontsert nr 3 a-moll, Charpentier'));
});

words('should find everything for an empty query, as the picker lists every concert before one types', () => {
  assert.ok(matchesWords('', 'MEIE!'));
  assert.ok(matchesWords('  ', 'MEIE!'));
});

words.run();

const decap = suite('filter, in the place of fuzzy\'s');

decap('should answer as fuzzy does: each hit with its index, its original and a score Decap keeps', () => {
  const items = [{ name: 'meie-social.jpg' }, { name: 'valguse-ootuses.svg' }];
  const hits = filter('ootuses', items, { extract: (item) => item.name });
  assert.equal(hits, [{ string: 'valguse-ootuses.svg', score: 10, index: 1, original: items[1] }]);
  assert.ok((hits[0]?.score ?? 0) > 5, 'backend.search keeps only hits scoring above 5');
});

decap('should find the shipped concerts as an editor asks for them', async () => {
  const concerts = await readShippedSearchTexts();
  const find = (query: string) => filter(query, concerts, { extract: (concert) => concert.text }).map((hit) => hit.original.stem).sort();
  assert.equal(find('tuur'), ['2025-09-13-tallinn', '2025-09-21-meie']);
  assert.equal(find('Tüür'), find('tuur'));
  assert.equal(find('kadri tamm'), ['2025-03-15-tallinn', '2025-09-21-meie']);
  assert.equal(find('Bach'), ['2025-03-15-tallinn', '2025-09-21-meie', '2025-12-20-valguse-ootuses']);
  assert.equal(find('meie narva'), ['2025-09-21-meie']);
  assert.equal(find('21.09.2025'), ['2025-09-21-meie']);
  assert.equal(find('zzzz'), []);
});

decap.run();

async function readShippedSearchTexts(): Promise<{ stem: string; text: string }[]> {
  const folder = path.join(PROJECT_ROOT, 'content', 'concerts');
  const names = (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.md'));
  return Promise.all(
    names.map(async (name) => {
      const read = readFrontMatter(name, await readFile(path.join(folder, name), 'utf8'));
      if (!read.ok) throw new Error(`${name} does not read`);
      return { stem: path.basename(name, '.md'), text: String(addConcertKeys(read.data)[CONCERT_KEYS.search]) };
    }),
  );
}
