// `npm run build`'s pipeline: the site is built, compressed (with --precompress) and written in one
// pass, each file going to disk as soon as it is made, so that a large site is never held in memory whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toContentHash } from '../lib/file-cache.ts';
import type { CmsBackend } from '../admin/config.ts';
import { buildSite, type BuildResult } from '../site.ts';
import { openSiteWriter, type OutputFile } from '../write.ts';
import { isCompressible, openCompressor, type CompressedCopy, type Compressor } from './compress.ts';

export interface PublishOptions {
  /** The project folder, holding content/, static/ and src/; dist/ and .cache/ are made in it. */
  root: string;
  now: Date;
  /** Where the site and the writer's and compressor's records go instead (tests build elsewhere). */
  outDir?: { dist: string; cache: string };
  /** `.gz` and `.br` copies beside text files, for servers that serve them (`npm run build -- --precompress`). */
  precompress?: boolean;
  /** The repository the editor at /admin/ commits to. */
  cms?: CmsBackend;
}

/** Builds the site into dist/ (with precompressed copies when asked), or throws, leaving dist/ as it was. */
export async function publishSite({ root, now, outDir, precompress = false, cms }: PublishOptions): Promise<BuildResult> {
  const { dist, cache } = outDir ?? { dist: path.join(root, 'dist'), cache: path.join(root, '.cache') };
  const compressor = precompress ? await openCompressor(path.join(cache, 'compressed.pack')) : NO_COMPRESSOR;
  const writer = openSiteWriter(dist, { recordFile: path.join(cache, 'dist-record.json') });
  let copies = 0;
  const addCopy = (copy: CompressedCopy) => {
    writer.add(...copy);
    copies++;
  };
  // Text is hashed as it is; it is encoded only when a file is written or compressed, which a
  // rebuild that links unchanged files from the previous dist/ mostly never does.
  const write = (file: string, contents: string | Uint8Array): void => {
    const key = toContentHash(contents);
    writer.add(file, contents, key);
    compressor.add(file, contents, key).forEach(addCopy);
  };
  try {
    const result = await buildSite({
      root,
      now,
      cms,
      emit: (file: string, contents: OutputFile) => {
        if (typeof contents === 'string' || !('copyFrom' in contents)) write(file, contents);
        // A static file worth compressing (an SVG logo) is read; any other is copied as it is.
        else if (isCompressible(file)) write(file, readFileSync(contents.copyFrom));
        else writer.add(file, contents);
      },
    });
    (await compressor.finish()).forEach(addCopy);
    writer.commit();
    return { ...result, fileCount: result.fileCount + copies };
  } catch (error) {
    writer.abort();
    throw error;
  }
}

/** Most hosts compress responses themselves and ignore the copies, which would double every upload. */
const NO_COMPRESSOR: Compressor = { add: () => [], finish: async () => [] };
