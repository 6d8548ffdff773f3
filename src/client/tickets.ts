import { isUpcoming } from '../shared/calendar-rules.ts';

/**
 * A ticket offer is rendered only for groups upcoming at build time; once the visitor's clock has
 * passed a group's key date, its offer goes, on the lists, its page and the home page alike.
 */
export function removePastTickets(today: string): void {
  document.querySelectorAll<HTMLElement>('[data-tickets]').forEach((offer) => {
    if (!isUpcoming(offer.dataset.tickets ?? '', today)) offer.remove();
  });
}
