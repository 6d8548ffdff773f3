// The share cards' letters (src/cards/letters.bin): drawn once from the installed fonts by
// `npm run cards:letters`, so a change of the fonts or of a card's sizes must come with a new file.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { INK_LEVELS } from '../src/cards/draw.ts';
import { LETTERS_FILE, loadLetters } from '../src/cards/letters.ts';
import { makeLetters } from '../src/cards/make-letters.ts';
import { FACES } from '../src/cards/type.ts';

const letters = suite('the cards\' committed letters');

letters('should be what the installed fonts draw at the cards\' sizes now (else run npm run cards:letters)', async () => {
  const [committed, made] = await Promise.all([readFile(LETTERS_FILE), makeLetters()]);
  // Compared inflated: another zlib may compress the same letters into other bytes.
  assert.ok(inflateSync(committed).equals(inflateSync(made)), 'src/cards/letters.bin is out of date: run npm run cards:letters and commit it');
});

letters('should hold each face at each size the cards set it in', () => {
  const faces = loadLetters(INK_LEVELS);
  for (const [name, { sizes }] of Object.entries(FACES)) assert.equal(faces[name as keyof typeof FACES].sizes, sizes, name);
});

letters.run();
