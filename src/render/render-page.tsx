// The only import of react-dom/server.
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, type Assets } from '../components/Document.tsx';
import { ImagesContext } from '../components/images-context.ts';
import { Layout } from '../components/Layout.tsx';
import { UrlsContext } from '../components/urls-context.ts';
import type { Site } from '../content/types.ts';
import type { ImageMap } from '../images/types.ts';
import type { SiteUrls } from '../lib/urls.ts';
import type { PagePlan } from './routes.ts';

export interface RenderContext {
  site: Site;
  assets: Assets;
  urls: SiteUrls;
  /** The Tallinn year at build time, for the copyright line. */
  year: number;
  images: ImageMap;
}

export function renderPage(page: PagePlan, { site, assets, urls, year, images }: RenderContext): string {
  const markup = renderToStaticMarkup(
    <UrlsContext.Provider value={urls}>
      <ImagesContext.Provider value={images}>
        <Document meta={page.meta} assets={assets} urls={urls}>
          <Layout site={site} current={page.current} year={year}>
            {page.body}
          </Layout>
        </Document>
      </ImagesContext.Provider>
    </UrlsContext.Provider>,
  );
  return `<!DOCTYPE html>\n${markup}\n`;
}
