// How the cards' thread writes a card into the new site, where its writer (src/write.ts,
// SiteWriter.place) made room for it: the one write into dist/'s new copy outside src/write.ts.
import { chmodSync, writeFileSync } from 'node:fs';
import type { FilePlace } from '../output.ts';

/** A new file, never one overwritten; its mode set again when the umask took some of it. */
export function writePlaced({ path, mode, fixMode }: FilePlace, bytes: Uint8Array): void {
  writeFileSync(path, bytes, { flag: 'wx', mode });
  if (fixMode) chmodSync(path, mode);
}
