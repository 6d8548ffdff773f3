// The image stage: every image content refers to gets its size (for width and height, so nothing
// shifts while it loads) and, when it is a raster image, responsive AVIF, WebP and JPEG/PNG files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../content/types.ts';
import { formatProblem, SiteError } from '../errors.ts';
import { isVectorImage, toSvgWithoutSizeProblem, toUnreadableImageProblem } from './image-problems.ts';
import { processRaster, type WidthRule } from './process-image.ts';
import { readSvgSize } from './svg-size.ts';
import type { ImageInfo } from './types.ts';

/** The featured image fills a phone's width (up to 3× pixels) or half of a 1200 px page. */
const FEATURED_WIDTHS: WidthRule = { widths: [480, 800, 1200, 1600] };
/** Logos are drawn 40 to 60 px high; twice that covers sharp screens. */
const LOGO_HEIGHTS: WidthRule = { heights: [60, 120] };

/** `images`: what each image is (src → ImageInfo); `files`: the made files, path below `dist/` → bytes. */
export async function prepareImages(content: Content, staticDir: string, cacheDir: string) {
  const requests = new Map<string, WidthRule>(content.home.featured.map((item) => [item.image.src, FEATURED_WIDTHS]));
  for (const supporter of content.supporters) requests.set(supporter.logo, LOGO_HEIGHTS);
  const files = new Map<string, Uint8Array>();
  const prepared = await Promise.all(
    [...requests].map(async ([src, rule]): Promise<[string, ImageInfo]> => {
      const file = path.join(staticDir, ...src.replace(/^\/+/, '').split('/'));
      const bytes = await readFile(file);
      if (isVectorImage(src)) return [src, toVectorInfo(src, bytes)];
      const processed = await processRaster(src, bytes, rule, cacheDir).catch((error: unknown) => {
        throw new SiteError(formatProblem(toUnreadableImageProblem(src)), { cause: error });
      });
      for (const [output, contents] of processed.files) files.set(output, contents);
      return [src, processed.info];
    }),
  );
  // In content order, whatever finished first, so that the same content gives the same object.
  return { images: Object.fromEntries(prepared), files };
}

function toVectorInfo(src: string, bytes: Uint8Array): ImageInfo {
  const size = readSvgSize(Buffer.from(bytes).toString('utf8'));
  if (!size) throw new SiteError(formatProblem(toSvgWithoutSizeProblem(src)));
  return { kind: 'vector', ...size };
}
