import { isUpcoming } from '../shared/calendar-rules.ts';

/** On a concert's page, the back link and the current menu item point to its list by the visitor's clock, not the build's. */
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
