// `npm run build`'s pipeline: the site is built, compressed (with --precompress) and written in one
// pass, each file going to disk as soon as it is made, so that a large site is never held in memory
// whole; with two cores, the second checks and makes half of the concerts (src/second-core/).
import os from 'node:os';
import path from 'node:path';
import type { CmsBackend } from '../admin/config.ts';
import { startSecondCore } from '../second-core/start.ts';
import { buildSite, type BuildResult } from '../site.ts';
import { openSiteWriter } from '../write.ts';
import { openPublisher } from './publisher.ts';

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
  /** 1 builds on this thread alone; 2 (the default where the machine has two cores or more) adds a second thread. */
  cores?: 1 | 2;
}

/** Builds the site into dist/ (with precompressed copies when asked), or throws, leaving dist/ as it was. */
export async function publishSite({ root, now, dist = path.join(root, 'dist'), precompress = false, cms, cores = defaultCores() }: PublishOptions): Promise<BuildResult> {
  const writer = openSiteWriter(dist);
  // Started first, so that it loads its code while this thread reads the content.
  const secondCore = cores > 1 ? startSecondCore({ staging: writer.staging, precompress }) : undefined;
  const output = openPublisher((file, contents) => writer.add(file, contents), precompress);
  try {
    const result = await buildSite({ root, now, cms, secondCore, write: output.write });
    await output.finish();
    const theirCopies = (await secondCore?.finish()) ?? 0;
    writer.commit();
    return { ...result, fileCount: result.fileCount + output.copies + theirCopies };
  } catch (error) {
    // The second thread stops before the unfinished site it writes into is removed.
    await Promise.all([output.finish().catch(() => undefined), secondCore?.stop()]);
    writer.abort();
    throw error;
  } finally {
    await secondCore?.stop();
  }
}

function defaultCores(): 1 | 2 {
  return os.availableParallelism() > 1 ? 2 : 1;
}
