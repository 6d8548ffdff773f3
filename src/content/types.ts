// The checked content's shapes, for every later stage.
import type * as z from 'zod';
import type { ConcertEnd, ConcertStart } from '../lib/dates.ts';
import type { CONCERT_STATUSES, featuredItem, homeSchema, link, scheduleLine, siteSchema, supporter, ticketsSchema, venue } from './schema.ts';

export type { LoadedContent, SourceFile } from './source.ts';

// Shapes a content file gives as it is: inferred from the schema (schema.ts), so each is written once.
export type Link = z.infer<typeof link>;
export type ScheduleLine = z.infer<typeof scheduleLine>;

export interface Performer {
  text: string;
  indented: boolean;
}

export interface Note {
  text: string;
  /** Present when the note is a web address and is shown as a link. */
  href?: string;
}

/** Where tickets are sold and the lowest full price in euros (0 is free entry); at least one of the two. */
export type Tickets = z.infer<typeof ticketsSchema>;

/** Left out, the concert takes place as planned. */
export type ConcertStatus = (typeof CONCERT_STATUSES)[number];

export interface Concert {
  file: string;
  stem: string;
  place: string;
  start: ConcertStart;
  /** From `endTime`, else two hours after the start; its clock label only when `endTime` is given. */
  end: ConcertEnd;
  prefix: string[];
  heading: string[];
  concertNotes: string[];
  performers: Performer[];
  schedule: ScheduleLine[];
  notes: Note[];
  /** No heading and no performers: it shows only its date, time and place. */
  isPlaceholder: boolean;
  tickets?: Tickets;
  /** Of this entry (this date) only. */
  status?: ConcertStatus;
  /** Kept off the built site; the dev server shows it, marked (omitDrafts). */
  draft?: boolean;
}

/** site.md, with `navLinks` always a list. */
export type Site = z.infer<typeof siteSchema> & { navLinks: Link[] };

export type FeaturedItem = z.infer<typeof featuredItem>;
/** `featured` in the order the society wants them shown: the first upcoming one is. */
export type Home = z.infer<typeof homeSchema>;
export type Supporter = z.infer<typeof supporter>;
export type Venue = z.infer<typeof venue>;

export interface Content {
  site: Site;
  /** Keyed by the `place` text of concerts and featured dates. */
  venues: ReadonlyMap<string, Venue>;
  home: Home;
  supporters: Supporter[];
  concerts: Concert[];
}
