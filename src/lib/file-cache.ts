// Files kept between builds in .cache/ (ignored by git), each named by a hash of everything that
// went into making it, so that an entry is either right or never looked up again.
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A short hex digest of some texts or bytes, in order; used for cache keys and hashed file names. */
export function toContentHash(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 10);
}

/** The cached file `name` in `dir`, or what `make` returns, stored there for next time. */
export async function readThroughCache(dir: string, name: string, make: () => Promise<string | Uint8Array>): Promise<Buffer> {
  const cached = await toCachedFile(dir, name, make);
  return typeof cached === 'object' && 'copyFrom' in cached ? readFile(cached.copyFrom) : Buffer.from(cached);
}

/**
 * As readThroughCache, but a file for the writer to link, so that its bytes need not pass through
 * this process again; the bytes themselves when the cache cannot be written (a read-only checkout).
 * A cached file is never written again (its name says what it holds), so the site may share it.
 */
export async function toCachedFile<T extends string | Uint8Array>(dir: string, name: string, make: () => Promise<T>): Promise<{ copyFrom: string; link: true } | T> {
  const file = path.join(dir, name);
  lastUsed.set(file, Date.now());
  const cached = { copyFrom: file, link: true } as const;
  if (await access(file).then(() => true, () => false)) return cached;
  const made = await make();
  return writeCacheFile(file, made).then(() => cached, () => made);
}

/** A cached file named by an earlier one (an image's manifest names its variants). */
export function readCacheFile(dir: string, name: string): Promise<Buffer> {
  lastUsed.set(path.join(dir, name), Date.now());
  return readFile(path.join(dir, name));
}

/** When this process last read or made each cached file. */
const lastUsed = new Map<string, number>();

/**
 * Lists the cached files in `dirs` as a build starts; the function it returns removes those that no
 * build of this process has used since, so that `.cache/` holds what the site shows rather than all it
 * ever had. A file another build wrote meanwhile was not listed. Housekeeping: a file it cannot remove
 * stays, and the build that called it has succeeded all the same.
 */
export async function startPruning(dirs: string[]): Promise<() => Promise<void>> {
  const since = Date.now();
  const listed = await Promise.all(dirs.map(async (dir) => (await readdir(dir).catch(() => [])).map((name) => path.join(dir, name))));
  return async () => {
    for (const file of listed.flat()) if ((lastUsed.get(file) ?? 0) < since) await rm(file, { force: true }).catch(() => undefined);
  };
}

/** Written beside and renamed, so that a build running at the same time never reads half a file. */
async function writeCacheFile(file: string, contents: string | Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(partial, contents);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
