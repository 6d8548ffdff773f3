// The pictures the build decodes, tried in the browser before the editor saves: a file that is no
// picture (a PDF, text saved as .png) fails here with the build's own words instead of in the deploy.
import type { Problem } from '../../../errors.ts';
import { isVectorImage, toSvgWithoutSizeProblem, toUnreadableImageProblem } from '../../../images/image-problems.ts';
import { toRasterFormat, UNSUPPORTED_FORMAT } from '../../../images/raster-format.ts';
import { readSvgSize } from '../../../images/svg-size.ts';

/**
 * Where the browser can load `src` (below static/) from, or undefined when there is no such file:
 * the build names a missing file itself, in the same words as for any other field.
 */
export type LocateImage = (src: string) => Promise<string | undefined>;

/** The images the image stage reads from this file (prepare-images.ts): featured pictures and logos. */
export function listDecodedImages(path: string, data: Record<string, unknown>): string[] {
  // socialImage is left out: the build copies it as it is and never decodes it.
  const named =
    path === 'content/supporters.md'
      ? toRecords(data.supporters).map((supporter) => supporter.logo)
      : path === 'content/home.md'
        ? toRecords(data.featured).map((item) => (isRecord(item.image) ? item.image.src : undefined))
        : [];
  return [...new Set(named.filter((src): src is string => typeof src === 'string' && src.trim() !== ''))];
}

/** One problem per file the build would refuse, in the order named. */
export async function checkImages(srcs: readonly string[], locate: LocateImage): Promise<Problem[]> {
  const checked = await Promise.all(
    srcs.map(async (src) => {
      const url = await locate(src);
      return url ? checkOnce(src, url) : undefined;
    }),
  );
  return checked.filter((problem): problem is Problem => problem !== undefined);
}

/** Decap makes a new URL for each new file or upload, so a URL's verdict holds while the editor is open. */
const verdicts = new Map<string, Promise<Problem | undefined>>();

function checkOnce(src: string, url: string): Promise<Problem | undefined> {
  const key = `${src}\n${url}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = checkImage(src, url);
    verdicts.set(key, verdict);
  }
  return verdict;
}

async function checkImage(src: string, url: string): Promise<Problem | undefined> {
  const bytes = await readBytes(url);
  if (bytes && isVectorImage(src)) {
    // The build's own rule for an SVG: it serves the file as it is and needs its size.
    if (!readSvgSize(new TextDecoder().decode(bytes))) return toSvgWithoutSizeProblem(src);
  } else if (bytes) {
    // The build's decoder decides first, by the same first bytes.
    const format = toRasterFormat(bytes);
    if (!format) return toUnreadableImageProblem(src, UNSUPPORTED_FORMAT);
    // No browser draws a TIFF, yet the build reads it and makes AVIF, WebP and JPEG of it.
    if (format === 'tiff') return undefined;
  }
  // Then as a visitor's browser loads it: a cut-off file, or an SVG that would show broken.
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return undefined;
  } catch (error) {
    return toUnreadableImageProblem(src, error instanceof Error ? error.message : String(error));
  }
}

/** A URL Decap made from the file's bytes moments ago; should reading it fail anyway, the decoding below speaks. */
async function readBytes(url: string): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await (await fetch(url)).arrayBuffer());
  } catch {
    return undefined;
  }
}

function toRecords(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
