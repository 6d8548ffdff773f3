// The files beside the pages that search engines, browsers and calendars read.
import type { SplitGroups } from '../concerts/split.ts';
import type { Content } from '../content/types.ts';
import { createCalendarWriter, type CalendarContext } from '../calendar/ics.ts';
import { ROUTES, toConcertCalendarRoute, toFileOutputPath, type SiteUrls } from '../lib/urls.ts';
import type { TextPieces } from '../output.ts';

export interface SiteFilesContext extends CalendarContext {
  content: Content;
  urls: SiteUrls;
  split: SplitGroups;
  /** The routes the sitemap lists, in the order of the pages. */
  listedRoutes: readonly string[];
  /** Each group's calendar entries (toGroupEvents), by group id. */
  events: ReadonlyMap<string, string>;
}

/** Path below `dist/` and text, one file at a time, so that each calendar is let go before the next is made. */
export function* planSiteFiles(context: SiteFilesContext): Generator<[file: string, text: string | TextPieces]> {
  const { urls, split, listedRoutes, content, events } = context;
  const groups = [...split.upcoming, ...[...split.past].reverse()];
  const eventsOf = (id: string) => events.get(id) ?? '';
  const calendars = createCalendarWriter(context);
  // A group that has taken place needs no "Lisa kalendrisse" of its own, nor its file: at a few
  // seasons they were most of the site's files (5,000 of 18,500 at 10,000 concerts). The
  // subscribed calendar keeps every concert.
  for (const group of split.upcoming) yield [toFileOutputPath(toConcertCalendarRoute(group.id)), calendars.groupCalendar(group, eventsOf(group.id))];
  yield [toFileOutputPath(ROUTES.calendar), calendars.concertsCalendar(groups.map((group) => eventsOf(group.id)))];
  yield [toFileOutputPath(ROUTES.sitemap), toSitemap(listedRoutes, urls)];
  yield [toFileOutputPath(ROUTES.robots), `User-agent: *\nAllow: /\n\nSitemap: ${urls.absolute(ROUTES.sitemap)}\n`];
  yield [toFileOutputPath(ROUTES.manifest), toManifest(content.site.name, urls)];
}

function toSitemap(routes: readonly string[], urls: SiteUrls): string {
  const entries = routes.map((route) => `  <url><loc>${escapeXml(urls.absolute(route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function toManifest(name: string, urls: SiteUrls): string {
  const manifest = {
    name,
    short_name: name.split(' ').slice(0, 2).join(' '),
    lang: 'et',
    start_url: urls.page('/'),
    scope: urls.page('/'),
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#f4f6f7',
    icons: [
      { src: urls.file('icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: urls.file('icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: urls.file('favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
