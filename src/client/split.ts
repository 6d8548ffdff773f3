import { isUpcoming } from '../shared/calendar-rules.ts';

/**
 * Splits the concert list again by the visitor's clock, with the build's rule and function
 * (src/shared/calendar-rules.ts). The archive page carries the groups that were upcoming at build
 * time, hidden, so that they can appear here once they are past. A season's heading is shown while
 * one of its groups is.
 */
export function splitConcertList(today: string): void {
  const list = document.querySelector<HTMLElement>('[data-concert-list]');
  if (!list) return;
  const showUpcoming = list.dataset.concertList === 'upcoming';
  let shown = 0;
  list.querySelectorAll<HTMLElement>('[data-season]').forEach((season) => {
    let seasonShown = false;
    season.querySelectorAll<HTMLElement>('[data-key-date]').forEach((group) => {
      group.hidden = isUpcoming(group.dataset.keyDate ?? '', today) !== showUpcoming;
      if (!group.hidden) seasonShown = true;
    });
    season.hidden = !seasonShown;
    season.querySelectorAll<HTMLElement>('[data-season-heading]').forEach((heading) => (heading.hidden = !seasonShown));
    if (seasonShown) shown++;
  });
  const empty = list.querySelector<HTMLElement>('[data-empty-state]');
  if (empty) empty.hidden = shown > 0;
}
