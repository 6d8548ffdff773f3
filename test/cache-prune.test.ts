// `npm run build` leaves in .cache/ the share cards and images the site now shows, not every one it
// ever had: a deploy restores and saves .cache/ whole, every time, for years.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runBuildCommand } from '../src/build-command.ts';
import { startPruning } from '../src/lib/file-cache.ts';
import { createTempProject, type TempProject } from './helpers/temp-project.ts';

const SITE_NOW = '2025-06-01T12:00:00+03:00';
const CONCERT = 'content/concerts/2025-2026/2025-09-13-tallinn.md';

const cache = suite<{ project: TempProject }>('npm run build: what .cache/ keeps');

cache.before(async (context) => {
  context.project = await createTempProject();
  // A photo instead of the shipped drawing, so that the build makes variants of it in .cache/images/.
  await writePhoto(context.project, 'red');
  const home = context.project.at('content/home.md');
  await writeFile(home, (await readFile(home, 'utf8')).replace('src: "images/meie.svg"', 'src: "images/foto.jpg"'));
});

cache.after(({ project }) => project.remove());

cache('should drop the card of a changed concert and the sizes of a replaced photo, and keep the rest as they were', async ({ project }) => {
  await build(project);
  const before = await readCache(project);
  const oldPhoto = await readPhotoKey(project);
  assert.ok(before.cards.size >= 4, JSON.stringify([...before.cards.keys()]));
  assert.ok([...before.images.keys()].filter((name) => name.startsWith(oldPhoto)).length >= 4, 'the photo\'s sizes are kept');

  const concert = project.at(CONCERT);
  await writeFile(concert, (await readFile(concert, 'utf8')).replace('"Sügisene serenaad"', '"Sügisene serenaad ja tants"'));
  await writePhoto(project, 'blue');
  await build(project);
  const after = await readCache(project);

  const shown = (await readdir(project.at('dist/assets/cards'))).sort();
  assert.equal([...after.cards.keys()].sort(), shown, 'the cards in .cache/ are the ones dist/ shows');
  const changed = [...before.cards.keys()].filter((name) => name.startsWith('2025-09-13-tallinn.'));
  assert.is(changed.length, 1);
  assert.not.ok(after.cards.has(changed[0] as string), 'the changed concert\'s old card is gone');
  for (const [name, file] of before.cards) {
    if (name !== changed[0]) assert.equal(after.cards.get(name), file, `${name} kept as it was, not drawn again`);
  }
  const newPhoto = await readPhotoKey(project);
  assert.is.not(newPhoto, oldPhoto);
  assert.equal([...after.images.keys()].filter((name) => name.startsWith(oldPhoto)), [], 'the replaced photo\'s sizes are gone');
  assert.ok([...after.images.keys()].filter((name) => name.startsWith(newPhoto)).length >= 4, 'the new photo\'s sizes are kept');
  for (const [name, file] of before.images) if (!name.startsWith(oldPhoto)) assert.equal(after.images.get(name), file, `${name} kept`);

  // The next build finds everything it needs in .cache/ and draws nothing.
  await build(project);
  assert.equal(await readCache(project), after);
});

cache('should make again a size of a photo that is gone from .cache/, and not fail for what it cannot remove', async ({ project }) => {
  const photo = await readPhotoKey(project);
  const size = (await readdir(project.at('.cache/images'))).find((name) => name.startsWith(photo) && name.endsWith('.webp')) as string;
  await rm(project.at(`.cache/images/${size}`));
  // A folder where a file was, last changed long ago: not for a prune to remove.
  await mkdir(project.at('.cache/cards/vana'));
  await utimes(project.at('.cache/cards/vana'), new Date('2020-01-01'), new Date('2020-01-01'));
  await build(project);
  assert.ok((await readdir(project.at('.cache/images'))).includes(size), `${size} made again`);
  const home = await readFile(project.at('dist/index.html'), 'utf8');
  assert.match(home, new RegExp(`/assets/images/foto-\\d+\\.[0-9a-f]{10}\\.webp`), 'the home page shows the photo');
  await rm(project.at('.cache/cards/vana'), { recursive: true });
});

cache('should leave .cache/ as it was when the build fails', async ({ project }) => {
  const before = await readCache(project);
  const concert = project.at(CONCERT);
  const text = await readFile(concert, 'utf8');
  await writeFile(concert, text.replace('time: "16:00"', 'time: "kell neli"'));
  try {
    await build(project, 1);
  } finally {
    await writeFile(concert, text);
  }
  assert.equal(await readCache(project), before);
});

cache('should keep what another build wrote after this one started, and remove an old file no build used', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cache-prune-'));
  try {
    await writeFile(path.join(dir, 'old.png'), 'old');
    const prune = await startPruning([dir, path.join(dir, 'missing')]);
    await writeFile(path.join(dir, 'another-build.png'), 'new');
    await prune();
    assert.equal(await readdir(dir), ['another-build.png']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

async function build(project: TempProject, expectedCode = 0): Promise<void> {
  const output: string[] = [];
  const print = (line: string) => void output.push(line);
  const code = await runBuildCommand({ root: project.root, args: [], env: { SITE_NOW }, print, printError: print });
  assert.is(code, expectedCode, output.join('\n'));
}

/** Each file of .cache/cards/ and .cache/images/ with its inode and time, which a file made again would not keep. */
async function readCache(project: TempProject): Promise<{ cards: Map<string, string>; images: Map<string, string> }> {
  const read = async (folder: string) => {
    const names = await readdir(project.at(folder));
    return new Map(await Promise.all(names.map(async (name) => [name, await describe(project.at(`${folder}/${name}`))] as const)));
  };
  return { cards: await read('.cache/cards'), images: await read('.cache/images') };
}

async function describe(file: string): Promise<string> {
  const { ino, mtimeMs } = await stat(file);
  return `${ino} ${mtimeMs}`;
}

/** The key that names the photo's sizes in .cache/images/: its manifest's name, read from the newest one. */
async function readPhotoKey(project: TempProject): Promise<string> {
  const manifests = (await readdir(project.at('.cache/images'))).filter((name) => name.endsWith('.json'));
  const times = await Promise.all(manifests.map(async (name) => [(await stat(project.at(`.cache/images/${name}`))).mtimeMs, name] as const));
  const [, newest] = times.sort(([a], [b]) => b - a)[0] ?? [0, ''];
  assert.ok(newest, 'a manifest of the photo in .cache/images/');
  return newest.replace(/\.json$/, '');
}

/** A 640×400 photo of one colour, which a JPEG keeps exactly enough to tell two apart. */
function writePhoto(project: TempProject, colour: string): Promise<unknown> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).jpeg().toFile(project.at('static/images/foto.jpg'));
}

cache.run();
