// src/admin/client/preview/image-check.ts: which pictures the editor loads and decodes before saving,
// the ones the build's image stage decodes (test/browser/cms-images.test.ts decodes them in Chromium).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listImageFields } from '../src/admin/client/preview/image-check.ts';

const listed = suite('listImageFields');

listed('should list each supporter\'s logo once, in the order written', () => {
  const data = {
    supporters: [
      { name: 'Kultuurkapital', logo: 'images/supporters/kultuurkapital.svg', url: 'https://www.kulka.ee/' },
      { name: 'Linn', logo: 'images/supporters/tallinn.png', url: 'https://www.tallinn.ee/' },
      { name: 'Sama logo', logo: 'images/supporters/kultuurkapital.svg', url: 'https://www.kulka.ee/' },
    ],
  };
  assert.equal([...listImageFields(data).keys()], ['images/supporters/kultuurkapital.svg', 'images/supporters/tallinn.png']);
});

listed('should list home.md\'s featured pictures, not the share pictures the build copies as they are', () => {
  const data = {
    featured: [
      { concert: '2025-09-21-meie', image: { src: 'images/meie.svg', alt: 'MEIE!' }, socialImage: 'images/meie-jagamine.png', text: [] },
      { concert: '2025-10-05-sugis', image: { src: 'images/plakat.jpg', alt: 'Plakat' }, text: [] },
    ],
  };
  assert.equal([...listImageFields(data).keys()], ['images/meie.svg', 'images/plakat.jpg']);
});

listed('should pass over what the form has not filled yet, and files with no pictures to decode', () => {
  assert.equal([...listImageFields({ supporters: [{ name: 'Uus' }, { name: 'Tühi', logo: ' ' }, null] }).keys()], []);
  assert.equal([...listImageFields({ featured: [{ concert: 'x' }, { image: 'images/meie.svg' }] }).keys()], []);
  assert.equal([...listImageFields({ socialImage: 'images/jagamine.png' }).keys()], []);
  assert.equal([...listImageFields({}).keys()], []);
});

listed.run();
