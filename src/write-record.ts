// What the writer put into dist/ last time, kept in .cache/: each file's content key, size, time and
// inode, so that the next build can tell an unchanged file from one somebody touched since.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What tells a file the writer left from one changed since. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  ino: number;
}

export interface Written extends FileStamp {
  /** A hash of the contents. */
  key: string;
}

/** Path below `dist/` → what was written there. */
export type WriteRecord = Map<string, Written>;

/** The record of the current dist/, or nothing when dist/ has been replaced by anything else since. */
export function readWriteRecord(recordFile: string, distDir: string): WriteRecord {
  const record: WriteRecord = new Map();
  try {
    const dist = statSync(distDir);
    const { folder, files } = JSON.parse(readFileSync(recordFile, 'utf8')) as { folder: string; files: [string, string, number, number, number][] };
    if (folder !== toFolderId(dist)) return record;
    for (const [file, key, size, mtimeMs, ino] of files) record.set(file, { key, size, mtimeMs, ino });
  } catch {
    // No dist/, no record yet, or one cut short: every file is written.
  }
  return record;
}

export function writeWriteRecord(recordFile: string, distDir: string, record: WriteRecord): void {
  const files = [...record].map(([file, { key, size, mtimeMs, ino }]) => [file, key, size, mtimeMs, ino]);
  const partial = `${recordFile}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(recordFile), { recursive: true });
    writeFileSync(partial, JSON.stringify({ folder: toFolderId(statSync(distDir)), files }));
    renameSync(partial, recordFile);
  } catch {
    // A record that cannot be kept only makes the next build write every file.
  }
}

/** dist/ is always a new folder, so its device and inode name one build's output. */
function toFolderId(stat: { dev: number; ino: number; birthtimeMs: number }): string {
  return `${stat.dev}:${stat.ino}:${stat.birthtimeMs}`;
}
