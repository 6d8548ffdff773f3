// The image stage: every image content refers to gets its size (for width and height, so nothing
// shifts while it loads) and, when it is a raster image, AVIF, WebP and a JPEG (or a PNG, when it
// has transparency) at a few widths. Those are kept in .cache/images/ by a hash of the source and
// the settings, so that a rebuild neither loads sharp (the only import of it) nor encodes again.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../content/types.ts';
import { formatProblem, SiteError } from '../errors.ts';
import { readCacheFile, readThroughCache, toContentHash } from '../lib/file-cache.ts';
import { isVectorImage, readSvgSize, toSvgWithoutSizeProblem, toUnreadableImageProblem } from './image-problems.ts';
import type { ImageInfo, ImageVariant } from './types.ts';

/** Widths to make, from the image's own size; never wider than the image itself. */
type WidthRule = { widths: number[] } | { heights: number[] };

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
      if (isVectorImage(src)) {
        const size = readSvgSize(Buffer.from(bytes).toString('utf8'));
        if (!size) throw new SiteError(formatProblem(toSvgWithoutSizeProblem(src)));
        return [src, { kind: 'vector', ...size }];
      }
      const info = await processRaster(src, bytes, rule, cacheDir, files).catch((error: unknown) => {
        throw new SiteError(formatProblem(toUnreadableImageProblem(src)), { cause: error });
      });
      return [src, info];
    }),
  );
  // In content order, whatever finished first, so that the same content gives the same object.
  return { images: Object.fromEntries(prepared), files };
}

const ENCODERS = {
  // Effort 2 encodes four times faster than the default 4 for about the same size.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true, progressive: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;

interface Manifest {
  width: number;
  height: number;
  variants: (Omit<ImageVariant, 'output'> & { cached: string })[];
}

/** `src` is the path below static/ (it names the outputs); the made files go to `files` (path below `dist/` → bytes). */
async function processRaster(src: string, bytes: Uint8Array, rule: WidthRule, cacheDir: string, files: Map<string, Uint8Array>) {
  const key = toContentHash(bytes, JSON.stringify({ rule, ENCODERS }));
  const manifestBytes = await readThroughCache(cacheDir, `${key}.json`, async () => JSON.stringify(await encodeAll(bytes, rule, key, cacheDir)));
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  const base = path.posix.basename(src).replace(/\.[^.]+$/, '');
  // A size gone from .cache/ (a prune stopped part-way) is made again: encodeAll makes only what is missing.
  let remade: Promise<Manifest> | undefined;
  const remake = () => (remade ??= encodeAll(bytes, rule, key, cacheDir));
  const variants = await Promise.all(
    manifest.variants.map(async ({ cached, ...variant }) => {
      const contents = await readCacheFile(cacheDir, cached).catch(() => remake().then(() => readCacheFile(cacheDir, cached)));
      const output = `assets/images/${base}-${variant.width}.${toContentHash(contents)}.${variant.format === 'jpeg' ? 'jpg' : variant.format}`;
      files.set(output, contents);
      return { ...variant, output };
    }),
  );
  return { kind: 'raster' as const, width: manifest.width, height: manifest.height, variants };
}

async function encodeAll(bytes: Uint8Array, rule: WidthRule, key: string, cacheDir: string): Promise<Manifest> {
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(bytes, { failOn: 'error' }).metadata();
  // The size as shown: turned upright by its EXIF orientation.
  const { width, height } = metadata.autoOrient;
  const formats = ['avif', 'webp', metadata.hasAlpha ? 'png' : 'jpeg'] as const;
  const variants: Manifest['variants'] = [];
  for (const targetWidth of toWidths(rule, width, height)) {
    // Decoded (JPEG shrinks while it loads) and scaled once per width; each format encodes the same pixels.
    const scaled = await sharp(bytes).rotate().resize({ width: targetWidth, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: scaled.info.width, height: scaled.info.height, channels: scaled.info.channels } };
    for (const format of formats) {
      const cached = `${key}-${scaled.info.width}.${format}`;
      await readThroughCache(cacheDir, cached, () => sharp(scaled.data, raw).toFormat(format, ENCODERS[format]).toBuffer());
      variants.push({ format, width: scaled.info.width, height: scaled.info.height, cached });
    }
  }
  return { width, height, variants };
}

function toWidths(rule: WidthRule, width: number, height: number): number[] {
  const wanted = 'widths' in rule ? rule.widths : rule.heights.map((target) => Math.round((target * width) / height));
  const fitting = wanted.filter((target) => target < width);
  // The image's own width stands in for every larger one asked for.
  if (fitting.length < wanted.length) fitting.push(width);
  return [...new Set(fitting)].sort((a, b) => a - b);
}
