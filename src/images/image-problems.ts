// What the build says of an image it cannot use, in one place: the image stage throws these words,
// and the editor refuses a save with the same ones (src/admin/client/preview/image-check.ts), so the
// two cannot drift apart.
import type { Problem } from '../errors.ts';

/** `static/${src}`: the file the build reads for what content names `src` (below static/). */
export function toStaticFile(src: string): string {
  return `static/${src.replace(/^\/+/, '')}`;
}

/**
 * A raster file that the decoder refused (a PDF, a text file named .png, a cut-off upload).
 * `reason` is the decoder's own: sharp's in the build, the browser's in the editor.
 */
export function toUnreadableImageProblem(src: string, reason: string): Problem {
  // Browsers end theirs with a full stop; inside the brackets it would be one too many.
  const why = reason.trim().replace(/\.$/, '');
  return { file: toStaticFile(src), message: `could not be read as an image (${why}); save it again as JPEG, PNG or WebP` };
}

/** An SVG whose size the page cannot reserve (no width and height, no viewBox, or no <svg> at all). */
export function toSvgWithoutSizeProblem(src: string): Problem {
  return { file: toStaticFile(src), message: 'the SVG gives no width and height and no viewBox; add viewBox="0 0 240 96" (its own size) to the <svg> element' };
}

/** SVGs are served as they are; every other image is decoded and encoded again. */
export function isVectorImage(src: string): boolean {
  return /\.svg$/i.test(src);
}
