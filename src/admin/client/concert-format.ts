// Decap's own front-matter format, with the keys of ../concert-keys.ts added on reading and removed on writing.
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import { addConcertKeys, CONCERT_FORMAT, removeConcertKeys } from '../concert-keys.ts';

export function registerConcertFormat(): void {
  CMS.registerCustomFormat(CONCERT_FORMAT, 'md', {
    fromFile: (content) => addConcertKeys(FrontmatterInfer.fromFile(content)),
    toFile: (data, sortedKeys, comments) => FrontmatterInfer.toFile(removeConcertKeys(data as Record<string, unknown>), sortedKeys, comments),
  });
}
