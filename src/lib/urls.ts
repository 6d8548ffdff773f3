// Every address of the site is decided here: pages, the writer and (later) feeds use the same rules.

/** The site's routes, as visitors and links write them. */
export const ROUTES = {
  home: '/',
  concerts: '/concerts/',
  upcoming: '/concerts/upcoming',
  archive: '/concerts/archive',
  contact: '/contact',
  notFound: '/404',
} as const;

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * `/contact` is written as `contact.html`: GitHub Pages, Netlify, Cloudflare Pages and sirv all serve
 * it at `/contact` without a redirect, and nginx does with `try_files $uri $uri.html $uri/`.
 */
export function toOutputPath(route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/** A link to one of the site's own pages. */
export function toHref(route: string): string {
  return route;
}

/** A file from `static/`, written as `images/meie.svg` in content. */
export function toStaticHref(src: string): string {
  return `/${src.replace(/^\/+/, '')}`;
}

/** `+372 5555 1234` → `tel:+37255551234` */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function toMailHref(email: string): string {
  return `mailto:${email}`;
}
