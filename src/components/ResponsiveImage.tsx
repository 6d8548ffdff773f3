import { useContext } from 'react';
import type { ImageVariant } from '../images/types.ts';
import { ImagesContext, useUrls } from './contexts.ts';

export interface ResponsiveImageProps {
  /** The path below static/ that content gives, e.g. `images/meie.jpg`. */
  src: string;
  alt: string;
  className?: string;
  /** How wide the image is drawn, for the browser's choice among the widths, e.g. `100vw`. */
  sizes: string;
  /** The largest image in view on arrival: fetched first, never lazily. Otherwise loaded when scrolled near. */
  priority?: boolean;
}

/** The fallback's width when a browser ignores srcset; about a phone's screen at 2×. */
const FALLBACK_WIDTH = 800;

/** AVIF, WebP and a JPEG or PNG (SVG as it is), with width and height, so that the page keeps its layout while it loads. */
export function ResponsiveImage({ src, alt, className, sizes, priority = false }: ResponsiveImageProps) {
  const urls = useUrls();
  const image = useContext(ImagesContext)[src];
  if (!image) throw new Error(`Internal error: no image prepared for ${src}`);
  const loading = priority ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const };
  const imageAttributes = { alt, width: image.width, height: image.height, decoding: 'async' as const, ...loading };
  if (image.kind === 'vector') {
    // In a <picture> like the raster ones: React adds a preload to the head for an eager image outside
    // one, which would fetch the build's choice even where the page's inline step chooses another.
    return (
      <picture>
        <img className={className} src={urls.file(src)} {...imageAttributes} />
      </picture>
    );
  }
  const byFormat = (format: ImageVariant['format']) => image.variants.filter((variant) => variant.format === format);
  const srcSet = (variants: ImageVariant[]) => variants.map((variant) => `${urls.file(variant.output)} ${variant.width}w`).join(', ');
  const fallbacks = [...byFormat('jpeg'), ...byFormat('png')];
  const fallback = fallbacks.find((variant) => variant.width >= FALLBACK_WIDTH) ?? fallbacks[fallbacks.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(byFormat('avif'))} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(byFormat('webp'))} sizes={sizes} />
      <img className={className} src={urls.file(fallback?.output ?? src)} srcSet={srcSet(fallbacks)} sizes={sizes} {...imageAttributes} />
    </picture>
  );
}
