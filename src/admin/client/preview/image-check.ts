// The pictures the build decodes, tried in the browser before the editor saves: a file that is no
// picture (a PDF, text saved as .png) fails here with the build's own words instead of in the deploy.
// The preview's problem list shows the same while the editor still types.
import { useEffect, useState } from 'react';
import type { Problem } from '../../../errors.ts';
import { findFields } from '../../../content/static-refs.ts';
import { isVectorImage, readSvgSize, toSvgWithoutSizeProblem, toUnreadableImageProblem } from '../../../images/image-problems.ts';
import { toRasterFormat } from '../../../images/raster-format.ts';

/** A URL for `src` (below static/), or undefined when there is none: the build names a missing file itself. */
export type LocateImage = (src: string) => Promise<string | undefined>;

/** The fields naming a picture the build decodes; a share picture (socialImage) it copies as it is. */
const DECODED_IMAGES = new Set(['src', 'logo']);

/** Each picture of the form with the first field naming it (`supporters[12].logo`). */
export function listImageFields(data: Record<string, unknown>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [field, src] of findFields(data, DECODED_IMAGES)) {
    if (typeof src === 'string' && src.trim() !== '' && !fields.has(src)) fields.set(src, field);
  }
  return fields;
}

/** Decap makes a new URL for each new file or upload, so a URL's verdict holds while the editor is open. */
const verdicts = new Map<string, Promise<Problem | undefined>>();

/** The build names a bad picture by its file; the editor by the field that holds it. */
export async function checkImageFields(path: string, data: Record<string, unknown>, locate: LocateImage): Promise<Problem[]> {
  const checked = await Promise.all(
    [...listImageFields(data)].map(async ([src, field]) => {
      const url = await locate(src);
      if (!url) return undefined;
      const key = `${src}\n${url}`;
      if (!verdicts.has(key)) verdicts.set(key, checkImage(src, url));
      const problem = await verdicts.get(key);
      return problem && { ...problem, file: path, field: problem.field ?? field };
    }),
  );
  return checked.filter((problem) => problem !== undefined);
}

/** The check needs Decap's media, which only the running editor has (register.ts); without it (the unit tests) nothing is checked. */
let locateImage: LocateImage | undefined;

export function setImageLocator(locate: LocateImage): void {
  locateImage = locate;
}

/** Empty until checked; checked once per change of the pictures and their fields, not per keystroke. */
export function useImageProblems(path: string, data: Record<string, unknown>): Problem[] {
  const [found, setFound] = useState<{ key: string; problems: Problem[] }>({ key: '', problems: [] });
  const fields = listImageFields(data);
  const key = JSON.stringify([...fields]);
  useEffect(() => {
    if (!locateImage || fields.size === 0) return undefined;
    let current = true;
    checkImageFields(path, data, locateImage).then(
      (problems) => {
        if (current) setFound({ key, problems });
      },
      (error: unknown) => console.error('The preview could not check the pictures:', error),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return found.key === key ? found.problems : [];
}

async function checkImage(src: string, url: string): Promise<Problem | undefined> {
  const bytes = await readBytes(url);
  if (bytes && isVectorImage(src)) {
    // The build's own rule for an SVG: it serves the file as it is and needs its size.
    if (!readSvgSize(new TextDecoder().decode(bytes))) return toSvgWithoutSizeProblem(src);
  } else if (bytes) {
    // The build's decoder decides first, by the same first bytes.
    const format = toRasterFormat(bytes);
    if (!format) return toUnreadableImageProblem(src);
    // No browser draws a TIFF, yet the build reads it and makes AVIF, WebP and JPEG of it.
    if (format === 'tiff') return undefined;
  }
  // Then as a visitor's browser loads it: a cut-off file, or an SVG that would show broken.
  const image = new Image();
  image.src = url;
  return image.decode().then(() => undefined, () => toUnreadableImageProblem(src));
}

/** A URL Decap made from the file's bytes moments ago; should reading it fail anyway, the decoding below speaks. */
function readBytes(url: string): Promise<Uint8Array | undefined> {
  return fetch(url).then((response) => response.arrayBuffer()).then((buffer) => new Uint8Array(buffer), () => undefined);
}
