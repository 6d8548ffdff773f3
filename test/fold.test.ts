// Search folding (src/shared/fold.ts): the build folds the index and the browser the query with it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toFolded, toSearchWords } from '../src/shared/fold.ts';

const foldSuite = suite('toFolded');

foldSuite('should drop diacritics and case, so that a word typed without them matches', () => {
  assert.is(toFolded('Erkki-Sven Tüür'), 'erkki-sven tuur');
  assert.is(toFolded('Antonín Dvořák'), 'antonin dvorak');
  assert.is(toFolded('Neeme Järvi'), 'neeme jarvi');
  assert.is(toFolded('Õhtu Šostakovitši ja Žukovskiga'), 'ohtu sostakovitsi ja zukovskiga');
});

foldSuite('should fold a word typed with diacritics the same way, so that both directions match', () => {
  assert.is(toFolded('TÜÜR'), toFolded('tuur'));
  assert.is(toFolded('Järvi'), toFolded('JARVI'));
});

foldSuite('should fold the same letter written as one character or as a letter and a combining mark', () => {
  assert.is(toFolded('u\u0308'), 'u');
  assert.is(toFolded('\u00fc'), 'u');
});

foldSuite('should fold letters that Unicode does not decompose', () => {
  assert.is(toFolded('Witold Lutosławski'), 'witold lutoslawski');
  assert.is(toFolded('Ørsted Straße'), 'orsted strasse');
});

foldSuite.run();

const wordsSuite = suite('toSearchWords');

wordsSuite('should split on anything that is not a letter or a digit', () => {
  assert.equal(toSearchWords('Brandenburgi kontsert nr 3 G-duur, BWV 1048'), ['brandenburgi', 'kontsert', 'nr', '3', 'g', 'duur', 'bwv', '1048']);
  assert.equal(toSearchWords('> kontsertmeister Liisa Õunapuu (viiul)'), ['kontsertmeister', 'liisa', 'ounapuu', 'viiul']);
});

wordsSuite('should find no words in punctuation and spaces alone', () => {
  assert.equal(toSearchWords('  – , . '), []);
});

wordsSuite.run();
