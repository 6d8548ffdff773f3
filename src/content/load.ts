// The only module that reads content/ and static/ from disk.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent, SourceFile } from './source.ts';

/** `root` is the project folder, holding content/; file names in messages are relative to it. */
export async function loadContent(root: string, staticDir = path.join(root, 'static')): Promise<LoadedContent> {
  const notices: string[] = [];
  const contentDir = path.join(root, 'content');
  const concertDir = path.join(contentDir, 'concerts');
  const contentFolder = toRelative(root, contentDir);
  const concertFolder = `${contentFolder}/concerts`;
  // Sub-folders are a maintainer's own order (one per season, say); a concert's address is its stem alone.
  const entries = await readdir(concertDir, { withFileTypes: true, recursive: true }).catch(() => []);
  const files: [nameBelowConcerts: string, absolute: string][] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const folder = toRelative(concertDir, entry.parentPath);
    const name = folder === '' ? entry.name : `${folder}/${entry.name}`;
    // A folder such as .trash/ or .git/ is where things are put away, not published.
    if (isHiddenFile(folder)) notices.push(`${concertFolder}/${name}: jäeti vahele; kaustas, mille nimi algab punktiga, faile ei loeta.`);
    // Editors' lock and backup files (`.#x.md`, `x.md~`) are not content.
    else if (entry.isFile() && /^[^.].*\.md$/s.test(entry.name)) files.push([name, `${entry.parentPath}${path.sep}${entry.name}`]);
    else notices.push(`${concertFolder}/${name}: jäeti vahele; siin loetakse ainult .md-faile.`);
  }
  files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  // Synchronous reads: for thousands of small files ten times faster than promises.
  const concerts = files.flatMap(([name, file]) => readSource(file, `${concertFolder}/${name}`) ?? []);
  const read = (name: string) => readSource(path.join(contentDir, name), `${contentFolder}/${name}`);
  const [site, home, supporters, venues] = [read('site.md'), read('home.md'), read('supporters.md'), read('venues.md')];
  const staticEntries = await readdir(staticDir, { withFileTypes: true, recursive: true }).catch(() => []);
  const staticFiles = staticEntries
    .filter((entry) => entry.isFile())
    .map((entry) => toRelative(staticDir, path.join(entry.parentPath, entry.name)))
    .sort();
  // Anything else in content/ would be silently ignored, so it is named.
  for (const name of (await readdir(contentDir).catch(() => [])).sort()) {
    if (KNOWN_ENTRIES.has(name) || name.startsWith('.')) continue;
    notices.push(`${toRelative(root, path.join(contentDir, name))}: jäeti vahele; kaustas content/ on ainult concerts/, ${[...KNOWN_ENTRIES].slice(1, -1).join(', ')} ja README.md.`);
  }
  const published = staticFiles.filter((file) => {
    if (!isHiddenFile(file)) return true;
    notices.push(`static/${file}: jäeti vahele; faile, mille nimi algab punktiga, ei avaldata (.well-known/ avaldatakse).`);
    return false;
  });
  return { concerts, site, home, supporters, venues, staticFiles: new Set(published), notices };
}

/** What content/ may hold besides concerts/. */
const KNOWN_ENTRIES = new Set(['concerts', 'site.md', 'home.md', 'supporters.md', 'venues.md', 'README.md']);

/** undefined for a file that is not there (or was deleted since it was listed). */
function readSource(file: string, relative: string): SourceFile | undefined {
  try {
    return { path: relative, text: readFileSync(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A system's or a tool's own file (.DS_Store, .gitkeep, .env): no visitor should get it. */
function isHiddenFile(file: string): boolean {
  return file.split('/').some((part) => part.startsWith('.') && part !== '.well-known');
}

function toRelative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
