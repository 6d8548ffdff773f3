import { createElement, type ReactElement } from 'react';
import { groupConcerts } from '../concerts/group.ts';
import { splitByDate } from '../concerts/split.ts';
import type { Content } from '../content/types.ts';
import { ROUTES, toOutputPath } from '../lib/urls.ts';
import { ConcertListPage, toListTitle } from '../pages/ConcertListPage.tsx';
import { ContactPage } from '../pages/ContactPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

export interface PagePlan {
  /** The route as visitors write it, e.g. `/contact`. */
  route: string;
  /** The navigation item this page belongs to. */
  current: string;
  /** Path below `dist/`, e.g. `contact.html`. */
  output: string;
  title: string;
  description: string;
  body: ReactElement;
}

export interface RouteContext {
  /** The Tallinn calendar day (`YYYY-MM-DD`) that decides upcoming and past. */
  today: string;
}

/** Every page of the site, before rendering: the sitemap of the build. */
export function planRoutes(content: Content, { today }: RouteContext): PagePlan[] {
  const siteName = content.site.name;
  const groups = groupConcerts(content.concerts);
  const { upcoming, past } = splitByDate(groups, today);
  // The archive also carries the groups still upcoming at build time, hidden, so that the
  // visitor's clock can reveal them later without a rebuild.
  const archive = [...[...upcoming].reverse(), ...past];
  const upcomingIds = new Set(upcoming.map((group) => group.id));
  const noneHidden = new Set<string>();

  const upcomingPage = (route: string): PagePlan => ({
    route,
    current: ROUTES.upcoming,
    output: toOutputPath(route),
    title: `${toListTitle('upcoming')} · ${siteName}`,
    description: `${siteName}: tulekul kontserdid, kuupäevad, kohad ja kavad.`,
    body: createElement(ConcertListPage, { kind: 'upcoming', groups: upcoming, hiddenIds: noneHidden }),
  });

  return [
    {
      route: ROUTES.home,
      current: ROUTES.home,
      output: toOutputPath(ROUTES.home),
      title: `${content.home.title} · ${siteName}`,
      description: content.home.text[0] ?? siteName,
      body: createElement(HomePage, { home: content.home, supporters: content.supporters }),
    },
    upcomingPage(ROUTES.concerts),
    upcomingPage(ROUTES.upcoming),
    {
      route: ROUTES.archive,
      current: ROUTES.archive,
      output: toOutputPath(ROUTES.archive),
      title: `${toListTitle('archive')} · ${siteName}`,
      description: `${siteName}: toimunud kontserdid, kuupäevad, kohad ja kavad.`,
      body: createElement(ConcertListPage, { kind: 'archive', groups: archive, hiddenIds: upcomingIds }),
    },
    {
      route: ROUTES.contact,
      current: ROUTES.contact,
      output: toOutputPath(ROUTES.contact),
      title: `Kontakt · ${siteName}`,
      description: `${siteName}: aadress, registrikood, telefon ja e-post.`,
      body: createElement(ContactPage, { site: content.site }),
    },
    {
      route: ROUTES.notFound,
      current: ROUTES.notFound,
      output: toOutputPath(ROUTES.notFound),
      title: `Lehte ei leitud · ${siteName}`,
      description: `${siteName}: otsitud lehte ei leitud.`,
      body: createElement(NotFoundPage),
    },
  ];
}
