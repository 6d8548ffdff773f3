// `npm run build` leaves in .cache/ the share cards and images the site now shows, not every one it
// ever had: a deploy restores and saves .cache/ whole, every time, for years.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runBuildCommand } from '../src/build-command.ts';
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

cache('should drop the card of a changed concert and the variants of a replaced photo, and keep the rest as they were', async ({ project }) => {
  await build(project);
  const before = await readCache(project);
  assert.ok(before.cards.size >= 4 && before.images.size >= 4, JSON.stringify([...before.cards.keys(), ...before.images.keys()]));

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
  for (const [name, inode] of before.cards) {
    if (name !== changed[0]) assert.is(after.cards.get(name), inode, `${name} kept as it was, not drawn again`);
  }
  assert.ok(after.images.size >= 4, 'the new photo\'s variants are kept');
  for (const name of after.images.keys()) assert.not.ok(before.images.has(name), `${name} of the replaced photo is gone`);

  // The next build finds everything it needs in .cache/ and draws nothing.
  await build(project);
  assert.equal(await readCache(project), after);
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

async function build(project: TempProject, expectedCode = 0): Promise<void> {
  const output: string[] = [];
  const print = (line: string) => void output.push(line);
  const code = await runBuildCommand({ root: project.root, args: [], env: { SITE_NOW }, print, printError: print });
  assert.is(code, expectedCode, output.join('\n'));
}

/** Each file of .cache/cards/ and .cache/images/ with its inode, which a file made again would not keep. */
async function readCache(project: TempProject): Promise<{ cards: Map<string, number>; images: Map<string, number> }> {
  const read = async (folder: string) => {
    const names = await readdir(project.at(folder));
    return new Map(await Promise.all(names.map(async (name) => [name, (await stat(project.at(`${folder}/${name}`))).ino] as const)));
  };
  return { cards: await read('.cache/cards'), images: await read('.cache/images') };
}

/** A 640×400 photo of one colour, which a JPEG keeps exactly enough to tell two apart. */
function writePhoto(project: TempProject, colour: string): Promise<unknown> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).jpeg().toFile(project.at('static/images/foto.jpg'));
}

cache.run();
