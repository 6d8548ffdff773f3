// Files kept between builds in .cache/ (ignored by git), each named by a hash of everything that
// went into making it, so that an entry is either right or never looked up again.
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  const cached = { copyFrom: file, link: true } as const;
  if (await access(file).then(() => true, () => false)) return cached;
  const made = await make();
  return writeCacheFile(file, made).then(() => cached, () => made);
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
