import { createContext, useContext } from 'react';
import type { SiteUrls } from '../lib/urls.ts';

/** The build's addresses, so that every component links through the same base path. */
export const UrlsContext = createContext<SiteUrls | null>(null);

export function useUrls(): SiteUrls {
  const urls = useContext(UrlsContext);
  if (!urls) throw new Error('Internal error: a component was rendered outside UrlsContext');
  return urls;
}
