// The only module that touches dist/: the whole site is written beside it, then swapped in.
import { chmodSync, closeSync, copyFileSync, fchmodSync, linkSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isTextPieces, type MadeFile, type TextPieces } from './output.ts';

// Readable by all whatever the umask (mkdtemp makes 0700): `rsync -a` keeps modes, and the web server runs as another user.
const FOLDER_MODE = 0o755;
const FILE_MODE = 0o644;

/**
 * Files go into a fresh sibling folder that then replaces `dist/`: a failure part-way leaves the previous
 * site as it was. Synchronous writes: for tens of thousands of files several times faster (bench/README.md).
 */
export function openSiteWriter(distDir: string) {
  const parent = path.dirname(distDir);
  mkdirSync(parent, { recursive: true });
  removeLeftovers(distDir);
  // A name no other writer has, in this process or another: two sharing one would remove each other's files.
  const staging = mkdtempSync(path.join(parent, `.dist-new-${process.pid}-`));
  chmodSync(staging, FOLDER_MODE);
  const stamp = path.basename(staging).slice('.dist-new-'.length);
  const made = new Set<string>([staging]);

  return {
    /** Writes one file at once, so that a large site is never held in memory whole; should it fail, the caller aborts. */
    add(file: string, contents: MadeFile): void {
      const target = path.join(staging, ...file.split('/'));
      if (!target.startsWith(staging + path.sep)) throw new Error(`Internal error: output path "${file}" leaves the output folder`);
      const folder = path.dirname(target);
      if (!made.has(folder)) makeFolder(folder, made);
      if (typeof contents === 'object' && 'copyFrom' in contents && !isTextPieces(contents)) {
        // A file of .cache/ (a share card) is linked, not copied: at 10,000 concerts the copies were
        // 120 MB (bench/README.md). Where no link can be made (another file system), it is copied.
        if (!contents.link || !tryLink(contents.copyFrom, target)) copyFileSync(contents.copyFrom, target);
        // A copy or link has its source's mode, which may be 0600 or executable in static/.
        return chmodSync(target, FILE_MODE);
      }
      writeBytes(target, contents);
    },
    /** Swaps the new site in for the previous one, which is then removed. */
    commit() {
      const retired = path.join(parent, `.dist-old-${stamp}`);
      const hadPrevious = renameIfPresent(distDir, retired);
      try {
        renameSync(staging, distDir);
      } catch (error) {
        if (hadPrevious) renameSync(retired, distDir);
        removeTree(staging);
        throw error;
      }
      try {
        if (hadPrevious) removeTree(retired);
      } catch {
        // The new site is in place, so this must not fail the build; the next build removes it (removeLeftovers).
      }
    },
    /** Leaves dist/ as it was. */
    abort() {
      removeTree(staging);
    },
  };
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

function makeFolder(folder: string, made: Set<string>): void {
  const parent = path.dirname(folder);
  if (!made.has(parent)) makeFolder(parent, made);
  mkdirSync(folder);
  chmodSync(folder, FOLDER_MODE);
  made.add(folder);
}

/** Pieces go out some 64 KB at a time. */
function writeBytes(target: string, contents: string | Uint8Array | TextPieces): void {
  const fd = openSync(target, 'wx', FILE_MODE);
  const put = (bytes: Uint8Array) => {
    for (let done = 0; done < bytes.byteLength; ) done += writeSync(fd, bytes, done);
  };
  // Node encodes a text straight into the write, with no Buffer left for the collector; a short
  // write (a full disk, a signal) is finished from a Buffer.
  const putText = (text: string) => {
    const written = writeSync(fd, text);
    if (written < Buffer.byteLength(text)) put(Buffer.from(text).subarray(written));
  };
  try {
    fchmodSync(fd, FILE_MODE);
    if (!isTextPieces(contents)) return typeof contents === 'string' ? putText(contents) : put(contents);
    let batch = '';
    for (const piece of contents) {
      batch += piece;
      if (batch.length >= PIECES_BATCH) {
        putText(batch);
        batch = '';
      }
    }
    putText(batch);
  } finally {
    closeSync(fd);
  }
}

const PIECES_BATCH = 64 * 1024;

function removeTree(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const LEFTOVER = /^\.dist-(?:new|old)-(\d+)-/;

/**
 * Those of a build killed (Ctrl-C, out of memory) before it removed them; not of one still running. A build
 * killed between its two renames left no dist/ but the previous site retired: that is put back.
 */
function removeLeftovers(distDir: string): void {
  const parent = path.dirname(distDir);
  for (const name of readdirSync(parent)) {
    const pid = Number(LEFTOVER.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    const leftover = path.join(parent, name);
    try {
      if (name.startsWith('.dist-old-') && !lstatSync(distDir, { throwIfNoEntry: false })) renameSync(leftover, distDir);
      else removeTree(leftover);
    } catch {
      // Another build removing it at the same moment, or a folder we may not remove: no reason to fail.
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function renameIfPresent(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
