// The only import of react-dom/server.
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, type Assets } from '../components/Document.tsx';
import { ImagesContext, UrlsContext } from '../components/contexts.ts';
import { Layout } from '../components/Layout.tsx';
import { toSeasons } from '../concerts/seasons.ts';
import type { Site } from '../content/types.ts';
import type { ImageMap } from '../images/types.ts';
import type { SiteUrls } from '../lib/urls.ts';
import type { TextPieces } from '../output.ts';
import type { ConcertGroupProps } from '../components/ConcertGroup.tsx';
import { ConcertListPage, SeasonSection, toListItem, type ConcertListPageProps } from '../pages/ConcertListPage.tsx';
import type { PagePlan } from './routes.ts';

export interface RenderContext {
  site: Site;
  assets: Assets;
  urls: SiteUrls;
  /** The Tallinn year at build time, for the copyright line. */
  year: number;
  images: ImageMap;
}

/**
 * A page as one text, or a list page in pieces: at 10,000 concerts the archive is 12 MB of text, and
 * rendered as one tree it raised the build's peak memory from 222 to 405 MiB (bench/README.md,
 * issue 31). So a list page is the page around its list, then each season's heading and its groups
 * some dozens at a time, each rendered only as the writer takes it. Joined, the same bytes as one tree.
 */
export function renderPage(page: PagePlan, context: RenderContext, renderListItem?: RenderListItem): string | TextPieces {
  if (page.body.type !== ConcertListPage) return renderInLayout(page, context) ?? renderWhole(page, context);
  const props = page.body.props as ConcertListPageProps;
  const around = splitAtSlot(renderWhole({ ...page, body: createElement(ConcertListPage, { ...props, itemsSlot: SLOT }) }, context));
  // Content that holds the private-use character itself gets its page rendered in one piece.
  return around ? renderList(around, props, context, renderListItem) : renderWhole(page, context);
}

/** Renders one group of a list page: the dev server's gives an unchanged group's markup again (src/dev/remembering-steps.ts). */
export type RenderListItem = (item: ReactElement<ConcertGroupProps>, kind: ConcertListPageProps['kind']) => string;

/** Stands for a list's seasons, or a season's groups, while what is around them is rendered: a private-use character. */
const SLOT = '\uE000';

/** Groups rendered at once: each render costs React its set-up, and one a group took 0.1 to 0.2 s more at 10,000 concerts. */
const LIST_ITEMS_AT_ONCE = 64;

function* renderList([before, after]: [string, string], props: ConcertListPageProps, context: RenderContext, renderListItem: RenderListItem | undefined): Generator<string, void, undefined> {
  yield before;
  for (const season of toSeasons(props.groups)) {
    const section = splitAtSlot(renderInContext(context, <SeasonSection season={season} hiddenIds={props.hiddenIds} kind={props.kind}>{SLOT}</SeasonSection>));
    if (!section) throw new Error(`Internal error: season ${season.name} rendered without its place for groups`);
    yield section[0];
    if (renderListItem) {
      for (const group of season.groups) yield renderListItem(toListItem(group, props.hiddenIds, props.kind), props.kind);
    } else {
      for (let at = 0; at < season.groups.length; at += LIST_ITEMS_AT_ONCE) {
        const items = season.groups.slice(at, at + LIST_ITEMS_AT_ONCE).map((group) => toListItem(group, props.hiddenIds, props.kind));
        yield renderInContext(context, createElement(Fragment, null, items));
      }
    }
    yield section[1];
  }
  yield after;
}

/** The page's document, layout and body as one tree. */
export function renderWhole(page: PagePlan, context: RenderContext): string {
  const markup = renderInContext(
    context,
    <Document meta={page.meta} assets={context.assets} urls={context.urls}>
      <Layout site={context.site} current={page.current} year={context.year}>
        {page.body}
      </Layout>
    </Document>,
  );
  return `<!DOCTYPE html>\n${markup}\n`;
}

/**
 * The layout (header, menus, footer) is the same on every page of one navigation item and more than
 * half of a concert page's elements: rendered once a build for each item and put around each body,
 * it saved a tenth of a deploy at 10,000 concerts (bench/README.md, issue 31). Joined, the same
 * bytes as one tree (test/render-page.test.ts); content holding the SLOT character gets null.
 */
function renderInLayout(page: PagePlan, context: RenderContext): string | null {
  const document = splitAtSlot(renderInContext(context, <Document meta={page.meta} assets={context.assets} urls={context.urls}>{SLOT}</Document>));
  let layouts = layoutsByContext.get(context);
  if (!layouts) layoutsByContext.set(context, (layouts = new Map()));
  let layout = layouts.get(page.current);
  if (layout === undefined) {
    layout = splitAtSlot(renderInContext(context, <Layout site={context.site} current={page.current} year={context.year}>{SLOT}</Layout>));
    layouts.set(page.current, layout);
  }
  if (!document || !layout) return null;
  return `<!DOCTYPE html>\n${document[0]}${layout[0]}${renderInContext(context, page.body)}${layout[1]}${document[1]}\n`;
}

const layoutsByContext = new WeakMap<RenderContext, Map<string, [string, string] | null>>();

/** One element with the contexts every page has (its addresses and images). */
export function renderInContext({ urls, images }: RenderContext, element: ReactElement): string {
  return renderToStaticMarkup(
    <UrlsContext.Provider value={urls}>
      <ImagesContext.Provider value={images}>{element}</ImagesContext.Provider>
    </UrlsContext.Provider>,
  );
}

function splitAtSlot(markup: string): [string, string] | null {
  const at = markup.indexOf(SLOT);
  if (at < 0 || markup.indexOf(SLOT, at + 1) >= 0) return null;
  return [markup.slice(0, at), markup.slice(at + 1)];
}
