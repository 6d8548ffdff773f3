// The share cards' letters (src/cards/letters.bin): drawn once from the installed fonts by
// `npm run cards:letters`, so a change of the fonts, of a card's sizes or of the drawing must come
// with a new file.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { INK_LEVELS } from '../src/cards/draw.ts';
import { LETTERS_FILE, loadLetters } from '../src/cards/letters.ts';
import { makeLetters } from '../src/cards/make-letters.ts';
import { FACES } from '../src/cards/type.ts';

const letters = suite('the cards\' committed letters');

const OUT_OF_DATE = 'src/cards/letters.bin is out of date: run npm run cards:letters and commit it';

letters('should be what the installed fonts draw at the cards\' sizes now (else run npm run cards:letters)', async () => {
  const [committed, made] = (await Promise.all([readFile(LETTERS_FILE), makeLetters()])).map(toParts);
  // Which letters, their widths and their boxes come from the fonts alone, exactly.
  assert.equal(made?.record, committed?.record, OUT_OF_DATE);
  // The coverage is sharp's rasteriser's: its build for another platform may put an edge pixel a
  // step (of 15) lighter or darker, which no one sees; more than that is another drawing.
  const [ours, theirs] = [committed?.coverage ?? new Uint8Array(0), made?.coverage ?? new Uint8Array(0)];
  assert.is(ours.length, theirs.length, OUT_OF_DATE);
  let differing = 0;
  for (let at = 0; at < ours.length; at++) if (Math.abs((ours[at] as number) - (theirs[at] as number)) > 1) differing++;
  assert.is(differing, 0, OUT_OF_DATE);
});

/** The file's record (letters, widths, boxes) and its coverage bytes. */
function toParts(file: Buffer): { record: unknown; coverage: Uint8Array } {
  const bytes = inflateSync(file);
  const length = bytes.readUInt32BE(0);
  return { record: JSON.parse(bytes.toString('utf8', 4, 4 + length)), coverage: bytes.subarray(4 + length) };
}

letters('should hold each face at each size the cards set it in', () => {
  const faces = loadLetters(INK_LEVELS);
  for (const [name, { sizes }] of Object.entries(FACES)) assert.equal(faces[name as keyof typeof FACES].sizes, sizes, name);
});

letters.run();
