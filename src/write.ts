// The only module that touches dist/: the whole site is written beside it, then swapped in.
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
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
    await Promise.all([...files].map(([file, contents]) => writeOutput(staging, file, contents)));
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

async function writeOutput(root: string, file: string, contents: OutputFile): Promise<void> {
  const target = path.join(root, ...file.split('/'));
  if (!target.startsWith(root + path.sep)) throw new Error(`Internal error: output path "${file}" leaves the output folder`);
  await mkdir(path.dirname(target), { recursive: true });
  if (typeof contents === 'object' && 'copyFrom' in contents) {
    await cp(contents.copyFrom, target);
  } else {
    await writeFile(target, contents);
  }
}
