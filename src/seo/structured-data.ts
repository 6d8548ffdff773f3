// schema.org data for search engines: MusicEvent for every concert date, Organization for the society.
import type { FeaturedConcert } from '../concerts/featured.ts';
import type { ConcertGroup } from '../concerts/group.ts';
import type { Content, Performer, Site, Venue } from '../content/types.ts';
import { toConcertRoute, type SiteUrls } from '../lib/urls.ts';
import { toGroupName } from './describe.ts';

export type JsonLd = Record<string, unknown>;

interface EventContext {
  content: Pick<Content, 'site' | 'venues'>;
  urls: SiteUrls;
}

export function toConcertEvents(group: ConcertGroup, pageUrl: string, { content, urls }: EventContext): JsonLd[] {
  const name = toGroupName(group);
  const performers = (group.main?.performers ?? []).map(toPerformer);
  const image = content.site.socialImage ? urls.absoluteFile(content.site.socialImage) : undefined;
  return group.concerts.map((concert) => ({
    ...toEventBase(name, concert.start.iso, toPlace(concert.place, content.venues), content.site, urls),
    url: pageUrl,
    ...(performers.length > 0 ? { performer: performers } : {}),
    ...(image ? { image: [image] } : {}),
    ...(group.main?.concertNotes[0] ? { description: group.main.concertNotes.join(' ') } : {}),
  }));
}

/**
 * The featured concert the build shows on the home page: its group's events, as on its own page,
 * with the home page's picture and text, the ticket offer while it is upcoming, and the programme.
 */
export function toFeaturedEvents({ item, group }: FeaturedConcert, past: boolean, context: EventContext): JsonLd[] {
  const { urls } = context;
  const image = urls.absoluteFile(item.socialImage ?? item.image.src);
  const programme = group.concerts.flatMap((concert) => concert.schedule);
  return toConcertEvents(group, urls.absolute(toConcertRoute(group.id)), context).map((event) => ({
    ...event,
    description: item.text[0],
    image: [image],
    ...(item.ticketLink && !past ? { offers: { '@type': 'Offer', url: item.ticketLink.url, availability: 'https://schema.org/InStock' } } : {}),
    ...(programme.length > 0
      ? {
          workPerformed: programme.map((line) => ({
            '@type': 'CreativeWork',
            name: line.piece ?? line.composer,
            ...(line.composer ? { author: { '@type': 'Person', name: line.composer } } : {}),
          })),
        }
      : {}),
  }));
}

function toEventBase(name: string, startDate: string, location: JsonLd, site: Site, urls: SiteUrls): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name,
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: { '@type': 'Organization', name: site.name, url: urls.siteUrl },
  };
}

function toPlace(place: string, venues: ReadonlyMap<string, Venue>): JsonLd {
  const venue = venues.get(place);
  const address: JsonLd = venue
    ? {
        '@type': 'PostalAddress',
        streetAddress: venue.streetAddress,
        addressLocality: venue.locality,
        ...(venue.postalCode ? { postalCode: venue.postalCode } : {}),
        addressCountry: 'EE',
      }
    : { '@type': 'PostalAddress', streetAddress: place, addressCountry: 'EE' };
  return { '@type': 'Place', name: place, address };
}

/** "Kadri Tamm (viiul)" and indented lines name people; other lines name ensembles. */
function toPerformer(performer: Performer): JsonLd {
  const person = performer.indented || /\(.+\)$/.test(performer.text);
  return { '@type': person ? 'Person' : 'PerformingGroup', name: performer.text };
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

/**
 * JSON as the text of a `<script type="application/ld+json">`: a data block, never run, so the
 * Content-Security-Policy is untouched. `<` is escaped so that no content can close the element.
 */
export function toJsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
