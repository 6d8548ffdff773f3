// What the build says of an image it cannot use, and the SVG size it needs, in one place: the image stage
// throws these words, and the editor refuses a save with the same ones (src/admin/client/preview/image-check.ts),
// so the two cannot drift apart.
import type { Problem } from '../errors.ts';

/** `static/${src}`: the file the build reads for what content names `src` (below static/). */
export function toStaticFile(src: string): string {
  return `static/${src.replace(/^\/+/, '')}`;
}

/**
 * A raster file that the decoder refused (a PDF, a text file named .png, a cut-off upload). The
 * decoder's own reason (sharp's in the build, the browser's in the editor) is English and names
 * nothing a maintainer can act on, so it stays out of the sentence.
 */
export function toUnreadableImageProblem(src: string): Problem {
  return { file: toStaticFile(src), message: 'fail ei ole loetav pilt; salvesta see uuesti JPEG-, PNG- või WebP-failina.' };
}

/** An SVG whose size the page cannot reserve (no width and height, no viewBox, or no <svg> at all). */
export function toSvgWithoutSizeProblem(src: string): Problem {
  return { file: toStaticFile(src), message: 'SVG-failis pole laiust ja kõrgust ega viewBox-i; lisa elemendile <svg> viewBox="0 0 240 96" (pildi enda mõõdud).' };
}

/** SVGs are served as they are; every other image is decoded and encoded again. */
export function isVectorImage(src: string): boolean {
  return /\.svg$/i.test(src);
}

const ROOT = /<svg\b[^>]*>/i;

/** An SVG's intended size in CSS pixels, from its root element: width and height, or else its viewBox; undefined when it states neither. */
export function readSvgSize(svg: string): { width: number; height: number } | undefined {
  const root = ROOT.exec(svg)?.[0];
  if (!root) return undefined;
  const width = toPixels(readAttribute(root, 'width'));
  const height = toPixels(readAttribute(root, 'height'));
  if (width && height) return { width, height };
  const box = readAttribute(root, 'viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (!box || box.length !== 4 || !box.every(Number.isFinite)) return undefined;
  const [, , boxWidth = 0, boxHeight = 0] = box;
  if (boxWidth <= 0 || boxHeight <= 0) return undefined;
  // One size given: the other follows the viewBox's proportions, as a browser would draw it.
  if (width) return { width, height: Math.round((width * boxHeight) / boxWidth) };
  if (height) return { width: Math.round((height * boxWidth) / boxHeight), height };
  return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
}

function readAttribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((value) => value !== undefined);
}

/** `240`, `240px` → 240; percentages and other units say nothing about the size. */
function toPixels(value: string | undefined): number | undefined {
  const match = value ? /^\s*([\d.]+)\s*(px)?\s*$/.exec(value) : null;
  const number = match ? Number(match[1]) : NaN;
  return Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}
