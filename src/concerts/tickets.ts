// What a concert group offers a visitor about its tickets and whether it takes place: the rules the
// list cards, the concert pages, the featured block and the structured data share.
import type { Concert, ConcertStatus, Tickets } from '../content/types.ts';
import type { ConcertGroup } from './group.ts';

/** The words a visitor reads beside a date with a status. */
export const STATUS_TEXT: Record<ConcertStatus, string> = {
  cancelled: 'Kontsert jääb ära',
  postponed: 'Kontsert on edasi lükatud',
};

/** The main entry's tickets, or else the latest entry's that has some; a cancelled date's never. */
export function toGroupTickets(group: ConcertGroup): Tickets | undefined {
  const candidates = [group.main, ...[...group.concerts].reverse()];
  return candidates.find((concert): concert is Concert => !!concert?.tickets && concert.status !== 'cancelled')?.tickets;
}

export function isGroupCancelled(group: ConcertGroup): boolean {
  return group.concerts.every((concert) => concert.status === 'cancelled');
}

/** `0` → "Tasuta", `12` → "Pilet alates 12 €", `12.5` → "Pilet alates 12,50 €". */
export function toPriceText(price: number): string {
  if (price === 0) return 'Tasuta';
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2).replace('.', ',');
  return `Pilet alates ${amount} €`;
}
