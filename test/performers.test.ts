// Performer lines of content/concerts/ as JSON-LD names (src/seo/performers.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toPerformerNames } from '../src/seo/performers.ts';

const names = suite('toPerformerNames');
const read = (...lines: string[]) =>
  toPerformerNames(lines.map((line) => (line.startsWith('>') ? { text: line.slice(1).trim(), indented: true } : { text: line, indented: false })));

names('should split "Kadri Tamm ja Anu Lepp (viiul)" into two people, without the instrument', () => {
  assert.equal(read('> Kadri Tamm ja Anu Lepp (viiul)'), [
    { type: 'Person', name: 'Kadri Tamm' },
    { type: 'Person', name: 'Anu Lepp' },
  ]);
});

names('should leave role words out of a name: kontsertmeister, dirigent', () => {
  assert.equal(read('> kontsertmeister Liisa Õunapuu', '> dirigent Kristjan Saar'), [
    { type: 'Person', name: 'Liisa Õunapuu' },
    { type: 'Person', name: 'Kristjan Saar' },
  ]);
});

names('should read the shipped MEIE! lines as one ensemble each and its members as people', () => {
  assert.equal(read('Kammeransambel MEIE', '> Kadri Tamm ja Anu Lepp (viiul)', '> Piret Mägi (vioola)', 'Tallinna Kammerorkester', '> kontsertmeister Liisa Õunapuu'), [
    { type: 'PerformingGroup', name: 'Kammeransambel MEIE' },
    { type: 'Person', name: 'Kadri Tamm' },
    { type: 'Person', name: 'Anu Lepp' },
    { type: 'Person', name: 'Piret Mägi' },
    { type: 'PerformingGroup', name: 'Tallinna Kammerorkester' },
    { type: 'Person', name: 'Liisa Õunapuu' },
  ]);
  assert.equal(read('Keelpillikvartett Ars Nova', 'Kammerkoor Helin', 'Marta Sepp (sopran)'), [
    { type: 'PerformingGroup', name: 'Keelpillikvartett Ars Nova' },
    { type: 'PerformingGroup', name: 'Kammerkoor Helin' },
    { type: 'Person', name: 'Marta Sepp' },
  ]);
});

names('should leave out what it cannot tell: a top-level name with no role, a single word, a phrase', () => {
  assert.equal(read('Vox Clamantis', '> Liisa', 'külalisesinejad'), []);
});

names.run();
