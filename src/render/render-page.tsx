// The only import of react-dom/server.
import { Fragment, createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ConcertGroupProps } from '../components/ConcertGroup.tsx';
import { Document, type Assets } from '../components/Document.tsx';
import { ImagesContext } from '../components/images-context.ts';
import { Layout } from '../components/Layout.tsx';
import { UrlsContext } from '../components/urls-context.ts';
import type { Site } from '../content/types.ts';
import type { ImageMap } from '../images/types.ts';
import type { SiteUrls } from '../lib/urls.ts';
import { toSeasons } from '../concerts/seasons.ts';
import { ConcertListPage, SeasonSection, toListItem, type ConcertListPageProps } from '../pages/ConcertListPage.tsx';
import type { TextPieces } from '../output.ts';
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
 * Renders one group of a list page (an element of toListItem): the dev server hands in one that
 * gives an unchanged group's markup again (src/dev/remembering-steps.ts). Without it, a list's
 * groups are rendered some dozens at a time (LIST_ITEMS_AT_ONCE).
 */
export type RenderListItem = (item: ReactElement<ConcertGroupProps>, kind: ConcertListPageProps['kind']) => string;

/**
 * Each render costs React its own set-up (request, state, the contexts): at 10,000 concerts the
 * lists' 13,700 groups, one render each, took 0.1 to 0.2 s more than in batches of this many
 * (bench/README.md). A batch is a few hundred KB of text, made as the writer takes it.
 */
const LIST_ITEMS_AT_ONCE = 64;

/**
 * Stands for a page's body while its surroundings are rendered: a private-use character, which
 * React writes out as it is. Should content ever hold one, the page is rendered in one piece.
 */
const SLOT = '\uE000';

const HOISTED_FIRST = /^<(link|meta|title|style|script|base)[\s>/]/;

/**
 * A page is its document (head and meta, rendered for each page), the layout around its body (the
 * same for every page under one navigation item, so rendered once a build) and the body. Joined, they
 * are byte for byte what rendering the whole tree at once gives, in about half the time. A list page
 * comes in pieces, one a group, each rendered only as the writer takes it: the archive of 10,000
 * concerts is 12 MB of text, which held whole (let alone joined) pushed the build's peak memory up.
 * One renderer serves one build: what it keeps (the layouts, the body last rendered) dies with it.
 * `renderListItem` renders each group of a list page (the dev server's remembers them).
 */
export function createPageRenderer(context: RenderContext, renderListItem?: RenderListItem): (page: PagePlan) => string | TextPieces {
  /** Header, drawer and footer, identical on every page of a navigation item. */
  const layouts = new Map<string, [before: string, after: string] | null>();
  /**
   * `/concerts/` and `/concerts/upcoming`, planned one after the other, share their body. A list's
   * pieces are made afresh for each: kept, they would be held whole.
   */
  let lastBody: { element: ReactElement; markup: string | ListMarkup } | undefined;

  const layoutOf = (current: string) => {
    let layout = layouts.get(current);
    if (layout === undefined) {
      layout = splitAtSlot(renderInContext(context, <Layout site={context.site} current={current} year={context.year}>{SLOT}</Layout>));
      layouts.set(current, layout);
    }
    return layout;
  };
  const bodyOf = (body: ReactElement) => {
    if (lastBody?.element === body) return lastBody.markup;
    const markup = body.type === ConcertListPage ? renderList(body.props as ConcertListPageProps, context, renderListItem) : renderInContext(context, body);
    lastBody = { element: body, markup };
    return markup;
  };

  return (page) => {
    const layout = layoutOf(page.current);
    const document = layout && splitAtSlot(renderToStaticMarkup(<Document meta={page.meta} assets={context.assets} urls={context.urls}>{SLOT}</Document>));
    if (!layout || !document) return renderWhole(page, context);
    const body = bodyOf(page.body);
    // React moves resource hints (an image's preload) and head elements into the document's head;
    // rendered on its own, a body puts them first. Such a page is rendered whole.
    if (HOISTED_FIRST.test(typeof body === 'string' ? body : body.first)) return renderWhole(page, context);
    const before = `<!DOCTYPE html>\n${document[0]}${layout[0]}`;
    const after = `${layout[1]}${document[1]}\n`;
    return typeof body === 'string' ? `${before}${body}${after}` : aroundPieces(before, body, after);
  };
}

/** A list page's body: its first piece, known at once, then the rest, made as they are read. */
interface ListMarkup {
  first: string;
  rest: () => Generator<string, void, undefined>;
}

function* aroundPieces(before: string, body: ListMarkup, after: string): Generator<string, void, undefined> {
  yield before;
  yield body.first;
  yield* body.rest();
  yield after;
}

/** The whole tree in one pass: what the pieces above must add up to. */
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
 * A list page's groups, one at a time, in their seasons in the list's place: joined, the same bytes
 * as one tree of them all. The shell and the seasons' headings are rendered at once (a content
 * that breaks them gets the page rendered whole); each group only when the writer takes it.
 */
function renderList(props: ConcertListPageProps, context: RenderContext, renderListItem: RenderListItem | undefined): string | ListMarkup {
  const whole = () => renderInContext(context, <ConcertListPage {...props} />);
  const shell = splitAtSlot(renderInContext(context, <ConcertListPage {...props} itemsSlot={SLOT} />));
  if (!shell) return whole();
  const seasons: { groups: ReturnType<typeof toSeasons>[number]['groups']; section: [string, string] }[] = [];
  for (const season of toSeasons(props.groups)) {
    const section = splitAtSlot(renderToStaticMarkup(<SeasonSection season={season} hiddenIds={props.hiddenIds}>{SLOT}</SeasonSection>));
    if (!section) return whole();
    seasons.push({ groups: season.groups, section });
  }
  return {
    first: shell[0],
    *rest() {
      for (const { groups, section } of seasons) {
        yield section[0];
        if (renderListItem) {
          for (const group of groups) yield renderListItem(toListItem(group, props.hiddenIds, props.kind), props.kind);
        } else {
          for (let at = 0; at < groups.length; at += LIST_ITEMS_AT_ONCE) {
            const items = groups.slice(at, at + LIST_ITEMS_AT_ONCE).map((group) => toListItem(group, props.hiddenIds, props.kind));
            yield renderInContext(context, createElement(Fragment, null, items));
          }
        }
        yield section[1];
      }
      yield shell[1];
    },
  };
}

/** One element with the contexts every page has (its addresses and images). */
export function renderInContext(context: RenderContext, element: ReactElement): string {
  return renderToStaticMarkup(withContexts(context, element));
}

function withContexts({ urls, images }: RenderContext, children: ReactNode) {
  return (
    <UrlsContext.Provider value={urls}>
      <ImagesContext.Provider value={images}>{children}</ImagesContext.Provider>
    </UrlsContext.Provider>
  );
}

function splitAtSlot(markup: string): [string, string] | null {
  const at = markup.indexOf(SLOT);
  if (at < 0 || markup.indexOf(SLOT, at + 1) >= 0) return null;
  return [markup.slice(0, at), markup.slice(at + 1)];
}
