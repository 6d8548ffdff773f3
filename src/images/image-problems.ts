// What the build says of an image it cannot use, in one place: the image stage throws these words,
// and the editor refuses a save with the same ones (src/admin/client/preview/image-check.ts), so the
// two cannot drift apart.
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
