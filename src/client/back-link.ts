/** On a concert's own page, the link back points to the list the concert belongs on by the visitor's clock. */
export function updateBackLink(today: string): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-back-link]');
  if (!link) return;
  const upcoming = (link.dataset.keyDate ?? '') >= today;
  const href = upcoming ? link.dataset.upcomingHref : link.dataset.archiveHref;
  if (href) link.href = href;
  link.textContent = upcoming ? 'Kõik tulekul kontserdid' : 'Kõik toimunud kontserdid';
}
