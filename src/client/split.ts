/**
 * Splits the concert list again by the visitor's clock, with the build's rule (src/concerts/split.ts):
 * a group is upcoming while its key date is today or later in Tallinn. The archive page carries the
 * groups that were upcoming at build time, hidden, so that they can appear here once they are past.
 */
export function splitConcertList(today: string): void {
  const list = document.querySelector<HTMLElement>('[data-concert-list]');
  if (!list) return;
  const showUpcoming = list.dataset.concertList === 'upcoming';
  let shown = 0;
  list.querySelectorAll<HTMLElement>('[data-key-date]').forEach((group) => {
    const upcoming = (group.dataset.keyDate ?? '') >= today;
    group.hidden = upcoming !== showUpcoming;
    if (!group.hidden) shown++;
  });
  const empty = list.querySelector<HTMLElement>('[data-empty-state]');
  if (empty) empty.hidden = shown > 0;
}
