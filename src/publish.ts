// `npm run build`: built, compressed (with --precompress) and written in one pass, each file as soon as it is made.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsBackend } from './admin/config.ts';
import { buildSite, type BuildResult } from './site.ts';
import { isTextPieces, joinPieces, type MadeFile } from './output.ts';
import { openSiteWriter } from './write.ts';
import { isCompressible, openCompressor } from './deploy/compress.ts';

export interface PublishOptions {
  /** The project folder, holding content/, static/ and src/; dist/ is made in it. */
  root: string;
  now: Date;
  /** Where the site goes instead of `dist/` in `root` (tests build elsewhere). */
  dist?: string;
  /** `.gz` and `.br` copies beside text files, for servers that serve them (`npm run build -- --precompress`). */
  precompress?: boolean;
  /** The repository the editor at /admin/ commits to. */
  cms?: CmsBackend;
}

/** Builds the site into dist/ (with precompressed copies when asked), or throws, leaving dist/ as it was. */
export async function publishSite({ root, now, dist = path.join(root, 'dist'), precompress = false, cms }: PublishOptions): Promise<BuildResult> {
  const writer = openSiteWriter(dist);
  let copies = 0;
  const compressor = openCompressor((file, bytes) => {
    writer.add(file, bytes);
    copies++;
  });
  try {
    const result = await buildSite({
      root,
      now,
      cms,
      write: (file: string, contents: MadeFile) => {
        if (!precompress || !isCompressible(file)) return writer.add(file, contents);
        // Read twice, for the file and its copies: pieces are joined, a static file (an SVG logo) is read.
        const text = isTextPieces(contents) ? joinPieces(contents) : contents;
        writer.add(file, text);
        return compressor.add(file, typeof text === 'object' && 'copyFrom' in text ? readFileSync(text.copyFrom) : text);
      },
    });
    await compressor.finish();
    writer.commit();
    return { ...result, fileCount: result.fileCount + copies };
  } catch (error) {
    await compressor.finish().catch(() => undefined);
    writer.abort();
    throw error;
  }
}
