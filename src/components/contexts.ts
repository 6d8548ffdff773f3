import { createContext, useContext } from 'react';
import type { ImageMap } from '../images/types.ts';
import type { SiteUrls } from '../lib/urls.ts';

/** The build's addresses, so that every component links through the same base path. */
export const UrlsContext = createContext<SiteUrls | null>(null);

/** What the image stage made of each image content refers to. */
export const ImagesContext = createContext<ImageMap>({});

export function useUrls(): SiteUrls {
  const urls = useContext(UrlsContext);
  if (!urls) throw new Error('Internal error: a component was rendered outside UrlsContext');
  return urls;
}
