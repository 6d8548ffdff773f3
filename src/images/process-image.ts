// The only sharp import: a raster image becomes AVIF, WebP and a JPEG (or a PNG, when it has
// transparency) at a few widths, kept in .cache/images/ by a hash of the source and the settings,
// so that a rebuild neither loads sharp nor encodes anything again.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readThroughCache, toContentHash } from '../lib/file-cache.ts';
import type { ImageInfo, ImageVariant } from './types.ts';

/** Widths to make, from the image's own size; never wider than the image itself. */
export type WidthRule = { widths: number[] } | { heights: number[] };

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

/** `src` is the path below static/ (it names the outputs); `bytes` the file's contents. `files`: path below `dist/` → bytes. */
export async function processRaster(src: string, bytes: Uint8Array, rule: WidthRule, cacheDir: string) {
  const key = toContentHash(bytes, JSON.stringify({ rule, ENCODERS }));
  const manifestBytes = await readThroughCache(cacheDir, `${key}.json`, async () => JSON.stringify(await encodeAll(bytes, rule, key, cacheDir)));
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  const base = path.posix.basename(src).replace(/\.[^.]+$/, '');
  const files = new Map<string, Uint8Array>();
  const variants = await Promise.all(
    manifest.variants.map(async ({ cached, ...variant }) => {
      const contents = await readFile(path.join(cacheDir, cached));
      const output = `assets/images/${base}-${variant.width}.${toContentHash(contents)}.${variant.format === 'jpeg' ? 'jpg' : variant.format}`;
      files.set(output, contents);
      return { ...variant, output };
    }),
  );
  const info: ImageInfo = { kind: 'raster', width: manifest.width, height: manifest.height, variants };
  return { info, files };
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
