import { execFileSync, spawnSync } from 'node:child_process';
import { appendFile, chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OutputFile } from '../src/output.ts';
import { openSiteWriter } from '../src/write.ts';
import { writeSite } from './helpers/write-site.ts';

/** A fresh folder for one test, removed afterwards whatever happens. */
async function inTempFolder(run: (folder: string) => Promise<void>): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kammermuusika-write-'));
  try {
    await run(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Every file below a folder with its text, so that two states of a folder compare as values. */
async function readTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const tree: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    tree[path.relative(dir, file).split(path.sep).join('/')] = await readFile(file, 'utf8');
  }
  return Object.fromEntries(Object.entries(tree).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A previous build in `dist/`, as a maintainer's last good site. */
async function writePreviousSite(dist: string): Promise<Record<string, string>> {
  await mkdir(path.join(dist, 'concerts'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<p>vana esileht</p>');
  await writeFile(path.join(dist, 'concerts', 'upcoming.html'), '<p>vanad kontserdid</p>');
  await writeFile(path.join(dist, 'vana fail õäöü.html'), '<p>ainult vanas saidis</p>');
  return readTree(dist);
}

const writeSiteSuite = suite('writeSite');

writeSiteSuite('should write text, bytes and copied files, creating folders', async () => {
  await inTempFolder(async (folder) => {
    const source = path.join(folder, 'pilt õäöü.svg');
    await writeFile(source, '<svg/>');
    const dist = path.join(folder, 'dist');
    await writeSite(
      new Map<string, OutputFile>([
        ['index.html', '<p>esileht</p>'],
        ['concerts/archive.html', '<p>toimunud</p>'],
        ['assets/main.js', new TextEncoder().encode('console.log(1)')],
        ['images/pilt õäöü.svg', { copyFrom: source }],
      ]),
      dist,
    );
    assert.equal(await readTree(dist), {
      'assets/main.js': 'console.log(1)',
      'concerts/archive.html': '<p>toimunud</p>',
      'images/pilt õäöü.svg': '<svg/>',
      'index.html': '<p>esileht</p>',
    });
  });
});

writeSiteSuite('should replace the previous dist/ as a whole, leaving none of its files and no temporary folders', async () => {
  await inTempFolder(async (folder) => {
    const dist = path.join(folder, 'dist');
    await writePreviousSite(dist);
    const before = await stat(dist);

    await writeSite(new Map([['index.html', '<p>uus esileht</p>']]), dist);

    assert.equal(await readTree(dist), { 'index.html': '<p>uus esileht</p>' });
    assert.equal(await readdir(folder), ['dist']);
    // A new folder swapped in, not the old one written over file by file.
    assert.is.not((await stat(dist)).ino, before.ino);
  });
});

writeSiteSuite('should leave the previous dist/ exactly as it was when a file cannot be written', async () => {
  await inTempFolder(async (folder) => {
    const dist = path.join(folder, 'dist');
    const previous = await writePreviousSite(dist);
    const files = new Map<string, OutputFile>([
      ['index.html', '<p>uus esileht</p>'],
      ['images/puudub.svg', { copyFrom: path.join(folder, 'puudub õäöü.svg') }],
    ]);
    for (let i = 0; i < 50; i++) files.set(`concerts/leht-${i}/index.html`, `<p>${i}</p>`);

    let failure: unknown;
    await writeSite(files, dist).catch((error: unknown) => {
      failure = error;
    });

    assert.ok(failure instanceof Error, 'the write did not fail');
    assert.equal(await readTree(dist), previous);
    assert.equal(await readdir(folder), ['dist'], 'a temporary folder was left behind');
  });
});

writeSiteSuite('should not create dist/ when the first build fails', async () => {
  await inTempFolder(async (folder) => {
    const dist = path.join(folder, 'dist');
    const files = new Map<string, OutputFile>([['images/puudub.svg', { copyFrom: path.join(folder, 'puudub.svg') }]]);
    await writeSite(files, dist).then(
      () => assert.unreachable('the write did not fail'),
      () => undefined,
    );
    assert.equal(await readdir(folder), []);
  });
});

writeSiteSuite('should refuse an output path that leaves the output folder, writing nothing', async () => {
  await inTempFolder(async (folder) => {
    const dist = path.join(folder, 'dist');
    const previous = await writePreviousSite(dist);
    const files = new Map([['../väljas.html', '<p>väljas</p>']]);
    let failure: unknown;
    await writeSite(files, dist).catch((error: unknown) => {
      failure = error;
    });
    assert.match(String(failure), 'leaves the output folder');
    assert.equal(await readTree(dist), previous);
    assert.equal(await readdir(folder), ['dist']);
  });
});

writeSiteSuite.run();

const openSiteWriterSuite = suite('openSiteWriter');

/** One build through the writer. */
function writeFiles(dist: string, files: [file: string, text: string][]): void {
  const writer = openSiteWriter(dist);
  for (const [file, text] of files) writer.add(file, text);
  writer.commit();
}

openSiteWriterSuite('should write every file anew: an edit made in dist/, even with its size and mtime put back, never reaches the next build', async () => {
  await inTempFolder(async (folder) => {
    const dist = path.join(folder, 'dist');
    writeFiles(dist, [['index.html', '<p>esileht</p>'], ['concerts/õhtu.html', '<p>õhtu</p>']]);
    const file = path.join(dist, 'index.html');
    const written = await stat(file);
    // touch copies a time to the nanosecond, where Node's utimes rounds it.
    const timeKeeper = path.join(folder, 'time');
    await writeFile(timeKeeper, '');
    execFileSync('touch', ['-r', file, timeKeeper]);
    await writeFile(file, '<p>ESILEHT</p>');
    execFileSync('touch', ['-r', timeKeeper, file]);
    assert.is((await stat(file)).mtimeMs, written.mtimeMs);
    await appendFile(path.join(dist, 'concerts', 'õhtu.html'), '<p>käsitsi lisatud</p>');

    writeFiles(dist, [['index.html', '<p>esileht</p>'], ['concerts/õhtu.html', '<p>õhtu</p>']]);

    assert.equal(await readTree(dist), { 'concerts/õhtu.html': '<p>õhtu</p>', 'index.html': '<p>esileht</p>' });
    assert.equal(await readdir(folder), ['dist', 'time']);
  });
});

openSiteWriterSuite('should write a text made in pieces as the pieces joined, however large, and pieces made as they are taken', async () => {
  await inTempFolder(async (folder) => {
    const dist = path.join(folder, 'dist');
    // Past the writer's batch of 64 K characters, with two-byte letters at every boundary.
    const pieces = ['<ul>', ...Array.from({ length: 3000 }, (_, index) => `<li>Kontsert nr ${index}: õhtu ääres, öö üle</li>`), '</ul>'];
    const writer = openSiteWriter(dist);
    writer.add('concerts/archive.html', pieces);
    // Pieces made only as they are taken, as a list page's groups are.
    writer.add('concerts/upcoming.html', (function* () {
      yield* pieces;
    })());
    writer.commit();
    assert.is(await readFile(path.join(dist, 'concerts', 'archive.html'), 'utf8'), pieces.join(''));
    assert.is(await readFile(path.join(dist, 'concerts', 'upcoming.html'), 'utf8'), pieces.join(''));
  });
});

/** The id of a process that has ended, as a killed build's. */
function toEndedPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

openSiteWriterSuite('should remove the temporary folders of a killed build, and not those of a running one', async () => {
  await inTempFolder(async (folder) => {
    const dist = path.join(folder, 'dist');
    const ended = toEndedPid();
    for (const name of [`.dist-new-${ended}-abc`, `.dist-old-${ended}-abc`, `.dist-new-${process.ppid}-abc`]) {
      await mkdir(path.join(folder, name, 'concerts'), { recursive: true });
      await writeFile(path.join(folder, name, 'concerts', 'õhtu.html'), '<p>pooleli</p>');
    }
    await writePreviousSite(dist);

    writeFiles(dist, [['index.html', '<p>esileht</p>']]);

    assert.equal((await readdir(folder)).sort(), [`.dist-new-${process.ppid}-abc`, 'dist']);
  });
});

openSiteWriterSuite('should put the previous site back when a build was killed between its two renames', async () => {
  await inTempFolder(async (folder) => {
    const dist = path.join(folder, 'dist');
    const previous = await writePreviousSite(dist);
    await rename(dist, path.join(folder, `.dist-old-${toEndedPid()}-abc`));

    openSiteWriter(dist).abort();

    assert.equal(await readTree(dist), previous);
    assert.equal(await readdir(folder), ['dist']);
  });
});

/** Runs with a umask that gives others no access at all, as on a hardened server, and puts the old one back. */
async function withStrictUmask(run: () => Promise<void>): Promise<void> {
  const old = process.umask(0o077);
  try {
    await run();
  } finally {
    process.umask(old);
  }
}

/** Each folder and file below `dir` (and `dir` itself as '.') with its permission bits, in octal. */
async function readModes(dir: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = { '.': ((await stat(dir)).mode & 0o777).toString(8) };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    modes[path.relative(dir, file).split(path.sep).join('/')] = ((await stat(file)).mode & 0o777).toString(8);
  }
  return Object.fromEntries(Object.entries(modes).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const modesSuite = suite('openSiteWriter: permissions');

modesSuite('should make every folder 0755 and every file 0644 under a umask of 077, and copies and links of 0600 files', async () => {
  await inTempFolder(async (folder) => {
    await withStrictUmask(async () => {
      const source = path.join(folder, 'salajane õäöü.svg');
      await writeFile(source, '<svg/>');
      await chmod(source, 0o600);
      const cached = path.join(folder, 'kaart.png');
      await writeFile(cached, Uint8Array.of(0x89, 0x50));
      await chmod(cached, 0o600);
      const dist = path.join(folder, 'dist');
      const writer = openSiteWriter(dist);
      writer.add('index.html', '<p>esileht</p>');
      writer.add('concerts/2025/õhtu.html', '<p>õhtu</p>');
      writer.add('assets/site.js', new TextEncoder().encode('1'));
      writer.add('images/supporters/logo.svg', { copyFrom: source });
      writer.add('assets/cards/õhtu.png', Uint8Array.of(0x89, 0x50));
      writer.add('assets/cards/kaart.png', { copyFrom: cached, link: true });
      writer.commit();
      assert.equal(await readModes(dist), {
        '.': '755',
        assets: '755',
        'assets/cards': '755',
        'assets/cards/kaart.png': '644',
        'assets/cards/õhtu.png': '644',
        'assets/site.js': '644',
        concerts: '755',
        'concerts/2025': '755',
        'concerts/2025/õhtu.html': '644',
        images: '755',
        'images/supporters': '755',
        'images/supporters/logo.svg': '644',
        'index.html': '644',
      });
    });
  });
});

modesSuite.run();

const linkSuite = suite('openSiteWriter: files of .cache/');

linkSuite('should give the site a file of .cache/ as a link to it, whose bytes outlive the cache', async () => {
  await inTempFolder(async (folder) => {
    const cached = path.join(folder, '.cache', 'kaart õäöü.png');
    await mkdir(path.dirname(cached));
    await writeFile(cached, Uint8Array.of(0x89, 0x50, 0x4e, 0x47));
    const dist = path.join(folder, 'dist');
    await writeSite(new Map<string, OutputFile>([['assets/cards/kaart.png', { copyFrom: cached, link: true }]]), dist);
    const card = path.join(dist, 'assets', 'cards', 'kaart.png');
    // The same file, not a copy: 2,378 cards were 120 MB of copying at 10,000 concerts.
    assert.is((await stat(card)).ino, (await stat(cached)).ino);
    await rm(path.join(folder, '.cache'), { recursive: true });
    assert.equal([...(await readFile(card))], [0x89, 0x50, 0x4e, 0x47]);
  });
});

linkSuite.run();
openSiteWriterSuite.run();
