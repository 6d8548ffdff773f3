// Every address of the site is decided here: pages, the writer, the sitemap and the calendars use the same rules.

/** As visitors write them below the site's base path. */
export const ROUTES = {
  home: '/',
  concerts: '/concerts/',
  upcoming: '/concerts/upcoming',
  archive: '/concerts/archive',
  contact: '/contact',
  notFound: '/404',
  calendar: '/concerts.ics',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  manifest: '/site.webmanifest',
} as const;

/** Concert files whose names would take the address of another page. */
export const RESERVED_CONCERT_STEMS = ['index', 'upcoming', 'archive'];

/** The page of a concert group, named after the file of its last entry. */
export function toConcertRoute(stem: string): string {
  return `/concerts/${stem}`;
}

export function toConcertCalendarRoute(stem: string): string {
  return `/concerts/${stem}.ics`;
}

/** `/contact` is `contact.html`: GitHub Pages, Netlify, Cloudflare Pages, sirv and nginx (try_files) serve it without a redirect. */
export function toOutputPath(route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/** A file that is not a page (`/concerts.ics`) keeps its name. */
export function toFileOutputPath(route: string): string {
  return route.slice(1);
}

/** The output files a static host tries for an address, in order (`/contact/` → `contact.html`). */
export function toOutputCandidates(pathname: string): string[] {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return ['index.html'];
  return [trimmed, `${trimmed}.html`, `${trimmed}/index.html`];
}

/** `/selts/contact` → `/contact` for a site in the sub-folder `/selts`; undefined for an address outside it. */
export function toSitePath(pathname: string, basePath: string): string | undefined {
  if (basePath === '') return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

/** Addresses of one build: every link goes through here so that a site in a sub-folder works. */
export type SiteUrls = ReturnType<typeof toSiteUrls>;

export function toSiteUrls(siteUrl: string) {
  const url = new URL(siteUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const origin = url.origin;
  const page = (route: string) => `${basePath}${encodeURI(route)}`;
  /** A file from `static/` or `dist/assets/`, written as `images/meie.svg`. */
  const file = (path: string) => `${basePath}/${encodeURI(path.replace(/^\/+/, ''))}`;
  return {
    /** `https://example.ee/selts/` with a trailing slash. */
    siteUrl: `${origin}${basePath}/`,
    basePath,
    /** `example.ee`: the host, which ends the UIDs of calendar events. */
    host: url.host,
    page,
    file,
    absolute: (route: string) => `${origin}${page(route)}`,
    absoluteFile: (path: string) => `${origin}${file(path)}`,
  };
}

/** `+372 5555 1234` → `tel:+37255551234` */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
