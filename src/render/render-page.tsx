// The only import of react-dom/server.
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, type Assets } from '../components/Document.tsx';
import { Layout } from '../components/Layout.tsx';
import { UrlsContext } from '../components/urls-context.ts';
import type { Site } from '../content/types.ts';
import type { SiteUrls } from '../lib/urls.ts';
import type { PagePlan } from './routes.ts';

export interface RenderContext {
  site: Site;
  assets: Assets;
  urls: SiteUrls;
  /** The Tallinn year at build time, for the copyright line. */
  year: number;
}

export function renderPage(page: PagePlan, { site, assets, urls, year }: RenderContext): string {
  const markup = renderToStaticMarkup(
    <UrlsContext.Provider value={urls}>
      <Document meta={page.meta} assets={assets} urls={urls}>
        <Layout site={site} current={page.current} year={year}>
          {page.body}
        </Layout>
      </Document>
    </UrlsContext.Provider>,
  );
  return `<!DOCTYPE html>\n${markup}\n`;
}
