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

/** One page: its document, layout and body, with the contexts every page has (its addresses and images). */
export function renderPage(page: PagePlan, context: RenderContext): string {
  const markup = renderToStaticMarkup(
    <UrlsContext.Provider value={context.urls}>
      <ImagesContext.Provider value={context.images}>
        <Document meta={page.meta} assets={context.assets} urls={context.urls}>
          <Layout site={context.site} current={page.current} year={context.year}>
            {page.body}
          </Layout>
        </Document>
      </ImagesContext.Provider>
    </UrlsContext.Provider>,
  );
  return `<!DOCTYPE html>\n${markup}\n`;
}
