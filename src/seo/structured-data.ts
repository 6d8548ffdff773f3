// schema.org data for search engines: MusicEvent for every concert date, Organization for the society.
import type { FeaturedConcert } from '../concerts/featured.ts';
import type { ConcertGroup } from '../concerts/group.ts';
import { toGroupTickets } from '../concerts/tickets.ts';
import type { Concert, Content, Site, Tickets, Venue } from '../content/types.ts';
import { toConcertRoute, type SiteUrls } from '../lib/urls.ts';
import { toSeason } from '../shared/calendar-rules.ts';
import { toGroupName } from './describe.ts';
import { toPerformerNames } from './performers.ts';

export type JsonLd = Record<string, unknown>;

interface EventContext {
  content: Content;
  urls: SiteUrls;
}

export function toConcertEvents(group: ConcertGroup, pageUrl: string, { content, urls }: EventContext): JsonLd[] {
  const name = toGroupName(group);
  const performers = toPerformerNames(group.main?.performers ?? []).map(({ type, name }) => ({ '@type': type, name }));
  const image = content.site.socialImage ? urls.absoluteFile(content.site.socialImage) : undefined;
  const groupTickets = toGroupTickets(group);
  return group.concerts.map((concert) => ({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name,
    startDate: concert.start.iso,
    endDate: concert.end.iso,
    eventStatus: EVENT_STATUS[concert.status ?? 'scheduled'],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: toPlace(concert.place, content.venues),
    organizer: { '@type': 'Organization', name: content.site.name, url: urls.siteUrl },
    url: pageUrl,
    ...toOffers(concert, concert.tickets ?? groupTickets),
    ...(performers.length > 0 ? { performer: performers } : {}),
    ...(image ? { image: [image] } : {}),
    ...(group.main?.concertNotes[0] ? { description: group.main.concertNotes.join(' ') } : {}),
  }));
}

/** The featured concert's events as on its own page, with the home page's picture and text, and the programme. */
export function toFeaturedEvents({ item, group }: FeaturedConcert, past: boolean, context: EventContext): JsonLd[] {
  const { urls } = context;
  const image = urls.absoluteFile(item.socialImage ?? item.image.src);
  const programme = group.concerts.flatMap((concert) => concert.schedule);
  return toConcertEvents(group, urls.absolute(toConcertRoute(group.id)), context).map(({ offers, ...event }) => ({
    ...event,
    description: item.text[0],
    image: [image],
    // Offered while upcoming, as the button is; the home page's own ticket link is where the button leads.
    ...(past ? {} : toFeaturedOffer(offers as JsonLd | undefined, item.ticketLink?.url, event.eventStatus === EVENT_STATUS.cancelled)),
    ...(programme.length > 0 && {
      workPerformed: programme.map((line) => ({
        '@type': 'CreativeWork',
        name: line.piece ?? line.composer,
        ...(line.composer && { author: { '@type': 'Person', name: line.composer } }),
      })),
    }),
  }));
}

function toFeaturedOffer(offers: JsonLd | undefined, ticketLink: string | undefined, cancelled: boolean): JsonLd {
  if (!ticketLink || cancelled) return offers ? { offers } : {};
  return { offers: { ...offers, '@type': 'Offer', url: ticketLink, availability: 'https://schema.org/InStock' } };
}

const EVENT_STATUS = {
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  scheduled: 'https://schema.org/EventScheduled',
} as const;

/** Tickets go on sale, as far as the site knows, with the season's programme: 1 August. */
function toOffers(concert: Concert, tickets: Tickets | undefined): JsonLd {
  if (!tickets) return {};
  const seasonStart = toSeason(concert.start.day).slice(0, 4);
  return {
    offers: {
      '@type': 'Offer',
      ...(tickets.url ? { url: tickets.url } : {}),
      ...(tickets.price !== undefined ? { price: tickets.price, priceCurrency: 'EUR' } : {}),
      availability: concert.status === 'cancelled' ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      validFrom: `${seasonStart}-08-01T00:00:00+03:00`,
    },
  };
}

function toPlace(place: string, venues: ReadonlyMap<string, Venue>): JsonLd {
  const venue = venues.get(place);
  const where = venue
    ? { streetAddress: venue.streetAddress, addressLocality: venue.locality, ...(venue.postalCode && { postalCode: venue.postalCode }) }
    : { streetAddress: place };
  return { '@type': 'Place', name: place, address: { '@type': 'PostalAddress', ...where, addressCountry: 'EE' } };
}

export function toOrganization(site: Site, urls: SiteUrls): JsonLd {
  const [street, ...rest] = site.address;
  const town = /^(\d{5})\s+(.+)$/.exec(rest.join(' '));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: urls.siteUrl,
    email: site.email,
    telephone: site.phone,
    identifier: { '@type': 'PropertyValue', propertyID: 'Registrikood', value: site.registryCode },
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      ...(town ? { postalCode: town[1], addressLocality: town[2] } : { addressLocality: rest.join(', ') }),
      addressCountry: 'EE',
    },
    contactPoint: { '@type': 'ContactPoint', name: site.contactPerson, telephone: site.phone, email: site.email, contactType: 'customer support' },
  };
}

/** A data block, never run, so the CSP is untouched; `<` is escaped so that no content can close the element. */
export function toJsonLdText(data: JsonLd | JsonLd[]): string {
  // One pass: an archive page's data is hundreds of kilobytes at 10,000 concerts.
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => JSON_LD_ESCAPES[character] ?? character);
}

const JSON_LD_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
