// Writes a whole built site at once, for tests that build in memory and then serve dist/.
import type { OutputFile } from '../../src/output.ts';
import { openSiteWriter } from '../../src/write.ts';

export async function writeSite(files: ReadonlyMap<string, OutputFile>, distDir: string): Promise<void> {
  const writer = openSiteWriter(distDir);
  try {
    for (const [file, contents] of files) writer.add(file, contents);
  } catch (error) {
    writer.abort();
    throw error;
  }
  writer.commit();
}
