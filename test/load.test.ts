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
  assert.ok(result.notices.some((notice) => notice.startsWith('static/.DS_Store: skipped')));
  assert.ok(result.notices.some((notice) => notice.startsWith('static/images/.gitkeep: skipped')));
});

staticFolder.run();
