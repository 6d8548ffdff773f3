/** One file made from a raster image: a format at a width. */
export interface ImageVariant {
  format: 'avif' | 'webp' | 'jpeg' | 'png';
  width: number;
  height: number;
  /** Path below `dist/`, named by content hash, e.g. `assets/images/meie-800.3f9a1c2e4b.avif`. */
  output: string;
}

/** What a page needs to show an image without layout shift: its size and the files to choose from. */
export type ImageInfo =
  | { kind: 'raster'; width: number; height: number; variants: ImageVariant[] }
  | { kind: 'vector'; width: number; height: number };

/**
 * `static/`-relative source path (`images/meie.jpg`) → what the build made of it. A plain object,
 * not a Map, so that the dev server's remembered pages (src/dev/remembering-steps.ts) see a
 * changed image in the render context's JSON.
 */
export type ImageMap = Readonly<Record<string, ImageInfo>>;
