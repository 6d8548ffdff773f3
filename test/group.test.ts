import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupConcerts } from '../src/concerts/group.ts';
import { makeConcert } from './helpers/concerts.ts';

const groupConcertsSuite = suite('groupConcerts');

groupConcertsSuite('should gather placeholders before a full entry into its group, keyed by the last date', () => {
  const groups = groupConcerts([
    makeConcert('15.03.2025 19:00', { heading: ['Bachi pärand'] }),
    makeConcert('14.03.2025 19:00'),
    makeConcert('13.03.2025 19:00'),
  ]);
  assert.is(groups.length, 1);
  assert.is(groups[0]?.keyDate, '2025-03-15');
  assert.equal(groups[0]?.concerts.map((c) => c.start.day), ['2025-03-13', '2025-03-14', '2025-03-15']);
  assert.is(groups[0]?.main?.heading[0], 'Bachi pärand');
});

groupConcertsSuite('should let trailing placeholders form a group of their own', () => {
  const groups = groupConcerts([
    makeConcert('15.03.2025 19:00', { heading: ['A'] }),
    makeConcert('01.04.2025 19:00'),
    makeConcert('02.04.2025 19:00'),
  ]);
  assert.is(groups.length, 2);
  assert.is(groups[1]?.keyDate, '2025-04-02');
  assert.is(groups[1]?.main, undefined);
  assert.is(groups[1]?.concerts.length, 2);
});

groupConcertsSuite('should treat an entry with performers but no heading as a full entry', () => {
  const performers = [{ text: 'Kadri Tamm', indented: false }];
  const groups = groupConcerts([makeConcert('14.03.2025 19:00'), makeConcert('15.03.2025 19:00', { performers })]);
  assert.is(groups.length, 1);
  assert.is(groups[0]?.main?.performers[0]?.text, 'Kadri Tamm');
});

groupConcertsSuite('should order entries at the same date and time by file name', () => {
  const groups = groupConcerts([
    makeConcert('15.03.2025 19:00', { stem: 'b', file: 'content/concerts/b.md', heading: ['B'] }),
    makeConcert('15.03.2025 19:00', { stem: 'a', file: 'content/concerts/a.md', heading: ['A'] }),
  ]);
  assert.equal(groups.map((g) => g.id), ['a', 'b']);
});

groupConcertsSuite('should order by time within a day, not by file name', () => {
  const groups = groupConcerts([
    makeConcert('15.03.2025 19:00', { stem: 'a', file: 'content/concerts/a.md', heading: ['Evening'] }),
    makeConcert('15.03.2025 12:00', { stem: 'z', file: 'content/concerts/z.md' }),
  ]);
  assert.is(groups.length, 1);
  assert.equal(groups[0]?.concerts.map((c) => c.stem), ['z', 'a']);
});

groupConcertsSuite.run();
