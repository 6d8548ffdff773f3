// The only module that touches dist/: the whole site is written beside it, then swapped in.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** What a file of the output holds: text or bytes made by the build, or a file copied as it is. */
export type OutputFile = string | Uint8Array | { copyFrom: string };

/** Path below `dist/` (forward slashes) → contents. */
export type OutputMap = ReadonlyMap<string, OutputFile>;

/**
 * Writes every file into a fresh sibling folder and only then replaces `dist/` with it, so that a
 * failure part-way leaves the previous site exactly as it was, and a server never sees half a site.
 */
export async function writeSite(files: OutputMap, distDir: string): Promise<void> {
  const parent = path.dirname(distDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = path.join(parent, `.dist-new-${stamp}`);
  const retired = path.join(parent, `.dist-old-${stamp}`);
  try {
    await mkdir(staging, { recursive: true });
    writeOutputs(staging, files);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const hadPrevious = await rename(distDir, retired).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  try {
    await rename(staging, distDir);
  } catch (error) {
    if (hadPrevious) await rename(retired, distDir);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  if (hadPrevious) await rm(retired, { recursive: true, force: true });
}

/**
 * One synchronous write after another, each folder made once: for the tens of thousands of small
 * files of a large site that is several times faster than as many promises in libuv's thread pool.
 */
function writeOutputs(root: string, files: OutputMap): void {
  const made = new Set<string>([root]);
  for (const [file, contents] of files) {
    const target = path.join(root, ...file.split('/'));
    if (!target.startsWith(root + path.sep)) throw new Error(`Internal error: output path "${file}" leaves the output folder`);
    const folder = path.dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    if (typeof contents === 'object' && 'copyFrom' in contents) copyFileSync(contents.copyFrom, target);
    else writeFileSync(target, contents);
  }
}
