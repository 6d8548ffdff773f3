import { isUpcoming } from '../shared/calendar-rules.ts';

/**
 * A ticket offer and a group's own "Lisa kalendrisse" are rendered only for groups upcoming at
 * build time; once the visitor's clock has passed a group's key date, both go, on the lists, its
 * page and the home page alike (a line of links left with none goes too).
 */
export function removePastOffers(today: string): void {
  document.querySelectorAll<HTMLElement>('[data-tickets], [data-calendar]').forEach((offer) => {
    if (isUpcoming(offer.dataset.tickets ?? offer.dataset.calendar ?? '', today)) return;
    const line = offer.parentElement;
    offer.remove();
    if (line?.classList.contains('concert-actions') && line.children.length === 0) line.remove();
  });
}
