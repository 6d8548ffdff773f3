import { isUpcoming } from '../shared/calendar-rules.ts';

/**
 * On a concert's own page, the link back and the navigation's current item point to the list the
 * concert belongs on by the visitor's clock, not the one it was on at build time.
 */
export function updateBackLink(today: string): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-back-link]');
  if (!link) return;
  const { keyDate = '', upcomingHref, archiveHref } = link.dataset;
  const upcoming = isUpcoming(keyDate, today);
  const href = upcoming ? upcomingHref : archiveHref;
  if (href) link.href = href;
  link.textContent = upcoming ? 'Kõik tulekul kontserdid' : 'Kõik toimunud kontserdid';
  document.querySelectorAll('nav a').forEach((item) => {
    const target = item.getAttribute('href');
    if (target !== upcomingHref && target !== archiveHref) return;
    if (target === href) item.setAttribute('aria-current', 'page');
    else item.removeAttribute('aria-current');
  });
}
