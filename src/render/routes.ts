import { createElement, type ReactElement } from 'react';
import type { PageMeta } from '../components/Document.tsx';
import type { SearchAssets } from '../components/SearchField.tsx';
import { CARD_HEIGHT, CARD_WIDTH, type ShareCard } from '../cards/make-cards.ts';
import type { FeaturedConcert } from '../concerts/featured.ts';
import type { ConcertGroup } from '../concerts/group.ts';
import type { SplitGroups } from '../concerts/split.ts';
import type { Content } from '../content/types.ts';
import { ROUTES, toConcertRoute, toOutputPath, type SiteUrls } from '../lib/urls.ts';
import { ConcertListPage, LIST_TEXT } from '../pages/ConcertListPage.tsx';
import { ConcertPage } from '../pages/ConcertPage.tsx';
import { ContactPage } from '../pages/ContactPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { toGroupDescription, toGroupName, truncate } from '../seo/describe.ts';
import { toConcertEvents, toFeaturedEvents, toOrganization } from '../seo/structured-data.ts';
import type { FeaturedChoice } from '../shared/calendar-rules.ts';

export interface PagePlan {
  /** The route as visitors write it, e.g. `/contact`. */
  route: string;
  /** The navigation item this page belongs to. */
  current: string;
  /** Path below `dist/`, e.g. `contact.html`. */
  output: string;
  /** Another path of the same page: `/concerts/` is the upcoming list again. */
  alsoAt?: string;
  meta: PageMeta;
  /** Listed in the sitemap: every page but the 404 page (and `alsoAt`). */
  listed: boolean;
  body: ReactElement;
}

export interface RouteContext {
  content: Content;
  split: SplitGroups;
  urls: SiteUrls;
  /** home.md's featured items, each with its group, in home.md's order. */
  featured: FeaturedConcert[];
  /** Which of them the build shows (by SITE_NOW). */
  choice: FeaturedChoice;
  /** The concert search of both list pages. */
  search?: SearchAssets;
  /** Each upcoming group's share card, by group id. */
  cards?: ReadonlyMap<string, ShareCard>;
}

/** What a concert group's page is planned from, besides the group. */
export interface ConcertPageContext {
  content: Content;
  urls: SiteUrls;
  /** Upcoming at build time: listed under the upcoming concerts, with its share card. */
  upcoming: boolean;
  card: ShareCard | undefined;
}

/**
 * Every page of the site, before rendering, one at a time: each plan can be rendered, written and
 * let go before the next is made, which matters at thousands of concert groups.
 */
export function* planRoutes({ content, split, urls, featured, choice, search, cards }: RouteContext, planConcert = planConcertPage): Generator<PagePlan> {
  const { site } = content;
  const { upcoming, past } = split;
  const meta = (title: string, description: string, canonicalRoute: string, extra: Partial<PageMeta> = {}) => toMeta(site, title, description, canonicalRoute, extra);
  // The archive also carries the groups still upcoming at build time, hidden, so that the
  // visitor's clock can reveal them later without a rebuild.
  const archive = [...[...upcoming].reverse(), ...past];
  const upcomingIds = new Set(upcoming.map((group) => group.id));

  // What a search engine or a shared link sees is the build's choice; the page's inline step may show another.
  const toHomeMeta = (shown: FeaturedConcert | undefined, past: boolean): PageMeta => {
    if (!shown) return meta(site.name, site.name, ROUTES.home, { title: site.name });
    const prefix = shown.group.main?.prefix[0];
    const name = toGroupName(shown.group);
    return meta(name, shown.item.text[0] ?? site.name, ROUTES.home, {
      title: `${site.name}: ${name}${prefix ? `, ${prefix.toLowerCase()}` : ''}`,
      socialImage: shown.item.socialImage ?? site.socialImage,
      structuredData: toFeaturedEvents(shown, past, { content, urls }),
    });
  };

  const homeBody = createElement(HomePage, { featured, choice, supporters: content.supporters, upcoming: new Set(split.upcoming.map((group) => group.id)) });
  yield toPagePlan(ROUTES.home, toHomeMeta(featured[choice.index], choice.past), homeBody);
  yield toPagePlan(
    ROUTES.upcoming,
    meta(LIST_TEXT.upcoming.title, `${site.name}: tulekul kontserdid, nende kuupäevad, kohad ja kavad.`, ROUTES.upcoming),
    createElement(ConcertListPage, { kind: 'upcoming', groups: upcoming, hiddenIds: new Set<string>(), search }),
    { alsoAt: toOutputPath(ROUTES.concerts) },
  );
  yield toPagePlan(
    ROUTES.archive,
    meta(LIST_TEXT.archive.title, `${site.name}: toimunud kontserdid, nende kuupäevad, kohad ja kavad.`, ROUTES.archive),
    createElement(ConcertListPage, { kind: 'archive', groups: archive, hiddenIds: upcomingIds, search }),
  );
  for (const group of [...upcoming, ...past]) {
    const isUpcoming = upcomingIds.has(group.id);
    yield planConcert(group, { content, urls, upcoming: isUpcoming, card: isUpcoming ? cards?.get(group.id) : undefined });
  }
  const contactMeta = meta('Kontakt', `${site.name}: aadress, registrikood, kontaktisik, telefon ja e-post.`, ROUTES.contact, {
    structuredData: [toOrganization(site, urls)],
  });
  yield toPagePlan(ROUTES.contact, contactMeta, createElement(ContactPage, { site }));
  const notFoundMeta = meta('Lehte ei leitud', `${site.name}: otsitud lehte ei leitud.`, ROUTES.notFound, { noindex: true });
  yield toPagePlan(ROUTES.notFound, notFoundMeta, createElement(NotFoundPage), { listed: false });
}

/** One concert group's page; the dev server's remembers it (src/dev/remembering-steps.ts). */
export function planConcertPage(group: ConcertGroup, { content, urls, upcoming, card }: ConcertPageContext): PagePlan {
  const route = toConcertRoute(group.id);
  const title = `${toGroupName(group)}, ${group.concerts[0]?.start.dayLabel ?? ''}`;
  const meta = toMeta(content.site, title, toGroupDescription(group), route, {
    structuredData: toConcertEvents(group, urls.absolute(route), { content, urls }),
    ...(card && { socialImage: card.output, socialImageAlt: card.alt, socialImageSize: { width: CARD_WIDTH, height: CARD_HEIGHT } }),
  });
  const body = createElement(ConcertPage, { group, upcoming, venues: content.venues });
  return toPagePlan(route, meta, body, { current: upcoming ? ROUTES.upcoming : ROUTES.archive });
}

function toPagePlan(route: string, meta: PageMeta, body: ReactElement, { current = route, listed = true, alsoAt }: Partial<Pick<PagePlan, 'current' | 'listed' | 'alsoAt'>> = {}): PagePlan {
  return { route, current, output: toOutputPath(route), ...(alsoAt && { alsoAt }), meta, listed, body };
}

function toMeta(site: Content['site'], title: string, description: string, canonicalRoute: string, extra: Partial<PageMeta> = {}): PageMeta {
  // `Page · Site`, dropping the site's name, then shortening, where search engines would cut it.
  const fullTitle = `${title} · ${site.name}`;
  return {
    title: fullTitle.length <= 70 ? fullTitle : truncate(title, 70),
    description: truncate(description, 160),
    canonicalRoute,
    siteName: site.name,
    socialImage: site.socialImage,
    ...extra,
  };
}
