// The only import of react-dom/server.
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, type Assets } from '../components/Document.tsx';
import { Layout } from '../components/Layout.tsx';
import type { Site } from '../content/types.ts';
import type { PagePlan } from './routes.ts';

export interface RenderContext {
  site: Site;
  assets: Assets;
  /** The Tallinn year at build time, for the copyright line. */
  year: number;
}

export function renderPage(page: PagePlan, { site, assets, year }: RenderContext): string {
  const markup = renderToStaticMarkup(
    <Document title={page.title} description={page.description} assets={assets}>
      <Layout site={site} current={page.current} year={year}>
        {page.body}
      </Layout>
    </Document>,
  );
  return `<!doctype html>\n${markup}\n`;
}
