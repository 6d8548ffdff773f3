import type { Tickets } from '../content/types.ts';
import { toPriceText } from '../concerts/tickets.ts';
import { ExternalLink } from './ExternalLink.tsx';

export interface TicketOfferProps {
  tickets?: Tickets;
  /** The group's key date: the offer is shown until then, by the visitor's day too (src/render/visit-time-script.ts). */
  keyDate: string;
  /** A featured item's own `ticketLink` overrides the link; its label names the button. */
  link?: { label: string; url: string };
  className?: string;
}

/** "Osta pilet" and the price; rendered only for a group upcoming at build time and not cancelled. */
export function TicketOffer({ tickets, keyDate, link, className = 'concert-tickets' }: TicketOfferProps) {
  const url = link?.url ?? tickets?.url;
  const price = tickets?.price;
  if (!url && price === undefined) return null;
  return (
    <p className={className} data-tickets="" data-until={keyDate}>
      {url && (
        <ExternalLink className="button button--primary" href={url}>
          {link?.label ?? 'Osta pilet'}
        </ExternalLink>
      )}
      {price !== undefined && <span className="concert-tickets__price">{toPriceText(price)}</span>}
    </p>
  );
}
