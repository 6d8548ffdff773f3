import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVariant } from './helpers/site-build.ts';

const staticFolder = suite('loadContent: static/');

staticFolder('should publish .well-known/ but not a system file such as .DS_Store, naming what it skipped', async () => {
  const result = await buildVariant({
    'static/.DS_Store': 'Finder',
    'static/images/.gitkeep': '',
    'static/.well-known/security.txt': 'Contact: mailto:info@example.ee\n',
  });
  const files = [...result.files.keys()];
  assert.ok(files.includes('.well-known/security.txt'));
  assert.not.ok(files.some((file) => file.endsWith('.DS_Store') || file.endsWith('.gitkeep')), files.filter((file) => file.includes('/.') || file.startsWith('.')).join(', '));
  assert.ok(result.notices.some((notice) => notice.startsWith('static/.DS_Store: jäeti vahele')));
  assert.ok(result.notices.some((notice) => notice.startsWith('static/images/.gitkeep: jäeti vahele')));
});

staticFolder.run();

const concertFolders = suite('loadContent: content/concerts/');

concertFolders('should read a season folder but not a concert put away in a folder such as .trash/, naming what it skipped', async () => {
  const concert = (heading: string) =>
    `---\ndate: "10.05.2025"\ntime: "19:00"\nplace: "Tallinna raekoja saal"\nconcertHeading:\n  - "${heading}"\n---\n`;
  const result = await buildVariant({
    'content/concerts/2024-2025/2025-05-10-hooaeg.md': concert('Hooaja kontsert'),
    'content/concerts/.trash/2025-05-10-ara.md': concert('Ärajäetud kontsert'),
  });
  const archive = String(result.files.get('concerts/archive.html'));
  assert.ok(archive.includes('Hooaja kontsert'));
  assert.not.ok(archive.includes('Ärajäetud kontsert'));
  assert.ok(result.notices.includes('content/concerts/.trash/2025-05-10-ara.md: jäeti vahele; kaustas, mille nimi algab punktiga, faile ei loeta.'), result.notices.join('\n'));
});

concertFolders.run();
