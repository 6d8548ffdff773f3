// bench/peers.ts hands the peer benchmark's run.sh a copy of the project whose home.md features
// generated entries, since run.sh replaces content/concerts/ whole. Here a small stand-in for
// ../shared/bench-peers/gen.mjs (which a clean clone does not have) plays its part.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { peerSizes, preparePeerProject } from './peers.ts';
import { readFrontMatter } from '../src/content/frontmatter.ts';
import { buildSite } from '../src/site.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const peersSuite = suite('bench-peers');

// gen.mjs's interface (`node gen.mjs N DIR` writes DIR/content/concerts/kontsert-NNNNNN.md) and
// its kinds of entry: every odd-numbered entry here is a placeholder (no heading, no performers).
const FAKE_GEN = `
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const [, , n, dir] = process.argv;
const out = join(dir, 'content', 'concerts');
mkdirSync(out, { recursive: true });
for (let i = 1; i <= Number(n); i++) {
  const day = String(1 + (i % 28)).padStart(2, '0');
  const full = i % 2 === 0 ? ['concertHeading:', '  - "Kontsert ' + i + '"', 'lines:', '  - "Mari Tamm (viiul)"'] : [];
  const text = ['---', 'date: "' + day + '.03.2030"', 'time: "19:00"', 'place: "Käsmu kabel"', ...full, '---', ''].join('\\n');
  writeFileSync(join(out, 'kontsert-' + String(i).padStart(6, '0') + '.md'), text);
}
`;

async function readHome(file: string): Promise<Record<string, unknown>> {
  const home = readFrontMatter(file, await readFile(file, 'utf8'));
  if (!home.ok) throw new Error(home.problem.message);
  return home.data;
}

peersSuite('peerSizes should keep only entry counts, since run.sh cannot generate "shipped" content', () => {
  assert.equal(peerSizes('shipped 100 1000'), [100, 1000]);
  assert.equal(peerSizes('shipped'), [100, 1000, 10000]);
  assert.equal(peerSizes(undefined), [100, 1000, 10000]);
});

peersSuite('the prepared copy should build once run.sh has replaced its concerts, featuring full generated entries', async () => {
  const work = await mkdtemp(path.join(os.tmpdir(), 'kammer-peers-test-'));
  const genMjs = path.join(work, 'gen.mjs');
  await writeFile(genMjs, FAKE_GEN);
  const shipped = await readHome(path.join(ROOT, 'content', 'home.md'));
  const shippedItems = shipped.featured as Record<string, unknown>[];
  const project = await preparePeerProject(ROOT, genMjs, [5, 40]);
  try {
    // The first full entries (the even ones), as many as the shipped home.md features.
    const expected = shippedItems.map((_, index) => `kontsert-${String(2 * (index + 1)).padStart(6, '0')}`);
    assert.equal(project.featured, expected);
    const home = await readHome(path.join(project.dir, 'content', 'home.md'));
    assert.equal(
      home.featured,
      shippedItems.map((item, index) => ({ ...item, concert: expected[index] })),
      'only the concert names change',
    );

    // What run.sh does: its own content/concerts/ in place of the project's.
    execFileSync(process.execPath, [genMjs, '40', work]);
    await rm(path.join(project.dir, 'content', 'concerts'), { recursive: true });
    await cp(path.join(work, 'content', 'concerts'), path.join(project.dir, 'content', 'concerts'), { recursive: true });
    const built = await buildSite({ root: project.dir, now: new Date('2025-06-01T12:00:00+03:00') });
    const index = built.files.get('index.html');
    assert.type(index, 'string');
    assert.match(index as string, /Kontsert 2\b/, 'the home page shows the first featured entry');
  } finally {
    await project.remove();
    await rm(work, { recursive: true, force: true });
  }
});

peersSuite.run();
