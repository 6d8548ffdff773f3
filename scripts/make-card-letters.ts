// `npm run cards:letters`: draws the share cards' letters afresh into src/cards/letters.bin, to be
// committed with the change of the fonts or of the cards' sizes that made test/card-letters.test.ts fail.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LETTERS_FILE } from '../src/cards/letters.ts';
import { makeLetters } from '../src/cards/make-letters.ts';

const started = performance.now();
const bytes = await makeLetters();
await writeFile(LETTERS_FILE, bytes);
console.log(`${path.relative(process.cwd(), LETTERS_FILE)}: ${(bytes.length / 1024).toFixed(0)} KB, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
