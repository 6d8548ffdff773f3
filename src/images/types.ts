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

/** `images/meie.jpg` (below static/) → what the build made of it; not a Map, so that the dev memo sees a change in its JSON. */
export type ImageMap = Readonly<Record<string, ImageInfo>>;
