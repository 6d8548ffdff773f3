import type { Venue } from '../content/types.ts';

/** The venue's postal address on one line: "Pikk 26, 10133 Tallinn". */
export function toAddressLine(venue: Venue): string {
  return [venue.streetAddress, [venue.postalCode, venue.locality].filter(Boolean).join(' ')].join(', ');
}

/** OpenStreetMap's search for the address: no API key, no tracking script, works in every browser. */
export function toMapUrl(venue: Venue): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: `${toAddressLine(venue)}, Eesti` })}`;
}
