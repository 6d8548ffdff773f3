// "Is it live?": the stamp the build writes beside the editor (src/admin/published.ts) and the
// editor's comparison with the file it saved (src/admin/published-stamp.ts).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PUBLISHED_STAMP } from '../src/admin/page.ts';
import { toHashText, toLiveState, type PublishedStamp } from '../src/admin/published-stamp.ts';
import { buildSite } from '../src/site.ts';
import { createTempProject, PROJECT_ROOT } from './helpers/temp-project.ts';

const stamp = suite('the published stamp');

stamp('should name each content file by the hash of its text and the page that shows it', async () => {
  const built = await buildSite({ root: PROJECT_ROOT, now: new Date('2025-09-01T12:00:00+03:00') });
  const published = JSON.parse(String(built.files.get(PUBLISHED_STAMP))) as PublishedStamp;
  const meie = 'content/concerts/2025-2026/2025-09-21-meie.md';
  // As the editor hashes the file it saved (SubtleCrypto), Estonian letters and all, so that the two match.
  const text = await readFile(path.join(PROJECT_ROOT, meie), 'utf8');
  const browserHash = toHashText(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  assert.is(browserHash.length, 16);
  assert.is(published.files[meie]?.hash, browserHash);
  assert.is(published.files[meie]?.page, '/concerts/2025-09-21-meie');
  assert.is(published.files['content/concerts/2025-2026/2025-09-19-meie-tallinn.md']?.page, '/concerts/2025-09-21-meie', 'a date of a series is seen on the series\' page');
  assert.is(published.files['content/home.md']?.page, '/');
  assert.is(published.files['content/site.md']?.page, '/contact');
});

stamp('should leave a draft out, as everything the build writes does', async () => {
  const project = await createTempProject();
  try {
    const file = 'content/concerts/2025-2026/2025-09-13-tallinn.md';
    await writeFile(project.at(file), (await readFile(project.at(file), 'utf8')).replace(/^---\n/, '---\ndraft: true\n'));
    const built = await buildSite({ root: project.root, now: new Date('2025-09-01T12:00:00+03:00') });
    const text = String(built.files.get(PUBLISHED_STAMP));
    assert.not.match(text, '2025-09-13-tallinn');
    assert.match(text, '2025-09-21-meie');
  } finally {
    await project.remove();
  }
});

stamp.run();

const live = suite('toLiveState');

live('should say live, with the page, only when the site was built from the file as saved', () => {
  const published: PublishedStamp = { files: { 'content/concerts/a.md': { hash: 'abc', page: '/concerts/a' } } };
  assert.equal(toLiveState(published, 'content/concerts/a.md', 'abc'), { live: true, page: '/concerts/a' });
  assert.equal(toLiveState(published, 'content/concerts/a.md', 'abd'), { live: false });
  assert.equal(toLiveState(published, 'content/concerts/b.md', 'abc'), { live: false });
  assert.equal(toLiveState(undefined, 'content/concerts/a.md', 'abc'), { live: false }, 'a site without a stamp is not yet live');
});

live.run();
