// What the writer put into dist/ last time, kept in .cache/: each file's content key, size, time and
// inode, so that the next build can tell an unchanged file from one somebody touched since.
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
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

export interface PreviousWrite {
  files: WriteRecord;
  /**
   * When the record was written, by the file system's clock. A file whose status changed after it
   * was changed since: an edit in place changes a file's ctime even when its size stays and its
   * mtime is set back, and nobody can set a ctime back.
   */
  writtenAtMs: number;
}

/** The record of the current dist/, or nothing when dist/ has been replaced by anything else since. */
export function readWriteRecord(recordFile: string, distDir: string): PreviousWrite {
  const files: WriteRecord = new Map();
  try {
    const dist = statSync(distDir);
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as { folder: string; writtenAtMs: number; files: [string, string, number, number, number][] };
    if (record.folder !== toFolderId(dist) || typeof record.writtenAtMs !== 'number') return { files, writtenAtMs: 0 };
    for (const [file, key, size, mtimeMs, ino] of record.files) files.set(file, { key, size, mtimeMs, ino });
    return { files, writtenAtMs: record.writtenAtMs };
  } catch {
    // No dist/, no record yet, or one cut short: every file is written.
    return { files: new Map(), writtenAtMs: 0 };
  }
}

/**
 * Written last, once every file of dist/ is in place and the old site's links to them are gone
 * (an unlink changes a file's ctime too). `folder` is `toFolderId` of the folder that became dist/,
 * taken before it was renamed there, so that a build swapping in its own dist/ meanwhile is not named.
 */
export function writeWriteRecord(recordFile: string, folder: string, record: WriteRecord): void {
  const files = [...record].map(([file, { key, size, mtimeMs, ino }]) => [file, key, size, mtimeMs, ino]);
  const partial = `${recordFile}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(recordFile), { recursive: true });
    const fd = openSync(partial, 'w');
    try {
      // The new file's own time is the file system's clock now, the clock that ctimes are read from.
      const writtenAtMs = fstatSync(fd).mtimeMs;
      const bytes = Buffer.from(JSON.stringify({ folder, writtenAtMs, files }));
      for (let done = 0; done < bytes.byteLength; ) done += writeSync(fd, bytes, done);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, recordFile);
  } catch {
    // A record that cannot be kept only makes the next build write every file.
  }
}

/** dist/ is always a new folder, so its device and inode name one build's output. */
export function toFolderId(stat: { dev: number; ino: number; birthtimeMs: number }): string {
  return `${stat.dev}:${stat.ino}:${stat.birthtimeMs}`;
}
