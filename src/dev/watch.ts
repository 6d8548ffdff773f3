// Watches content/, src/ and static/ and reports each changed path, leaving out editors' scratch files.
import path from 'node:path';
import { watch } from 'chokidar';

const WATCHED_FOLDERS = ['content', 'src', 'static'];

/** `onChange` gets project-relative paths. The project folder itself is watched, so a folder renamed away and back is seen. */
export async function watchProject(root: string, onChange: (file: string) => void, onError: (error: unknown) => void): Promise<{ close(): Promise<void> }> {
  const watcher = watch(root, {
    ignoreInitial: true,
    ignored: (file) => !isWatched(toProjectPath(root, file)),
  });
  // Additions, deletions and renames come from chokidar, which pairs an editor's delete-and-rename
  // save into one change. Plain changes come from the raw events beneath it: chokidar passes on at
  // most one change of a file per 50 ms and drops the rest, so a second save soon after the first
  // would never be built.
  watcher.on('all', (event, file) => {
    if (event !== 'change') onChange(toProjectPath(root, file));
  });
  watcher.on('raw', (event, name, details) => {
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (event !== 'change' || !watched) return;
    const file = toProjectPath(root, toChangedPath(name, watched));
    if (isWatched(file)) onChange(file);
  });
  watcher.on('error', onError);
  await new Promise<void>((resolve) => watcher.once('ready', resolve));
  return { close: () => watcher.close() };
}

/**
 * A raw event names an entry of a watched folder, or the watched file itself. When it is unclear
 * which, the folder is named: a change to a folder is a change to everything in it.
 */
function toChangedPath(name: string | null | undefined, watched: string): string {
  if (!name || path.basename(watched) === name) return watched;
  return path.join(watched, name);
}

function toProjectPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

function isWatched(file: string): boolean {
  if (file === '') return true;
  if (file.startsWith('../')) return false;
  const [top] = file.split('/');
  return WATCHED_FOLDERS.includes(top ?? '') && !isEditorScratch(path.posix.basename(file));
}

/**
 * Files editors write beside the one being saved: Emacs locks and autosaves (`.#x.md`, `#x.md#`),
 * backups (`x.md~`), Vim swap files and its write test (`.x.md.swp`, `4913`), JetBrains safe-write
 * copies, other tools' `.tmp` files and macOS folder metadata.
 */
export function isEditorScratch(name: string): boolean {
  return (
    name.startsWith('.#') ||
    (name.startsWith('#') && name.endsWith('#')) ||
    name.endsWith('~') ||
    /\.sw[a-px]$/.test(name) ||
    /^\d+$/.test(name) ||
    /___jb_(tmp|old|bak)___$/.test(name) ||
    /\.(tmp|temp|crswap)$/i.test(name) ||
    name === '.DS_Store'
  );
}
