import { createContext, useContext } from 'react';
import type { ImageInfo, ImageMap } from '../images/types.ts';

/** What the image stage made of each image content refers to. */
export const ImagesContext = createContext<ImageMap>({});

export function useImage(src: string): ImageInfo | undefined {
  return useContext(ImagesContext)[src];
}
