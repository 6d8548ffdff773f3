// The concert files' format: Decap's own front-matter reader and writer, with the keys of
// ../concert-keys.ts added on reading and removed on writing, so the file written is the one Decap
// would write without them.
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import { addConcertKeys, CONCERT_FORMAT, removeConcertKeys } from '../concert-keys.ts';

export function registerConcertFormat(): void {
  CMS.registerCustomFormat(CONCERT_FORMAT, 'md', {
    fromFile: (content) => addConcertKeys(FrontmatterInfer.fromFile(content)),
    toFile: (data, sortedKeys, comments) => FrontmatterInfer.toFile(removeConcertKeys(data as Record<string, unknown>), sortedKeys, comments),
  });
}
