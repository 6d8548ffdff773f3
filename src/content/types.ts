import type { ConcertEnd, ConcertStart } from '../lib/dates.ts';

/** A content file as read from disk, before anything is checked. */
export interface SourceFile {
  /** Relative to the project, forward slashes: `content/concerts/2025-03-15.md`. */
  path: string;
  text: string;
}

export interface LoadedContent {
  concerts: SourceFile[];
  site?: SourceFile;
  home?: SourceFile;
  supporters?: SourceFile;
  /** Optional: postal addresses of the concert places, for search engines. */
  venues?: SourceFile;
  /** Paths below `static/`, forward slashes, e.g. `images/meie.svg`. */
  staticFiles: ReadonlySet<string>;
  /** One-line notices about files that were skipped on purpose. */
  notices: string[];
}

export interface Link {
  label: string;
  url: string;
}

export interface Image {
  src: string;
  alt: string;
}

export interface ScheduleLine {
  composer?: string;
  piece?: string;
}

export interface Performer {
  text: string;
  indented: boolean;
}

export interface Note {
  text: string;
  /** Present when the note is a web address and is shown as a link. */
  href?: string;
}

/** Where tickets are sold and the lowest full price in euros; at least one of the two. */
export interface Tickets {
  url?: string;
  /** 0 is free entry. */
  price?: number;
}

/** Left out, the concert takes place as planned. */
export type ConcertStatus = 'cancelled' | 'postponed';

export interface Concert {
  file: string;
  /** The file name without `.md`; ties in date and time are ordered by it. */
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
  /** Kept off the built site; the dev server shows it, marked (src/content/drafts.ts). */
  draft?: boolean;
}

export interface Site {
  name: string;
  /** The public address of the site, e.g. `https://www.example.ee/`; may end in a sub-folder. */
  siteUrl: string;
  /** A file in static/ shown when a page is shared. */
  socialImage?: string;
  address: string[];
  registryCode: string;
  contactPerson: string;
  phone: string;
  email: string;
  navLinks: Link[];
}

/**
 * A concert the home page features. Its title, dates, places and programme are the group's own,
 * found by `concert`; this holds only what the home page alone shows.
 */
export interface FeaturedItem {
  /** The stem of any entry of the group, e.g. `2025-09-21-meie`. */
  concert: string;
  image: Image;
  text: string[];
  /** A file in static/ shown when the home page is shared while this item is the one shown. */
  socialImage?: string;
  ensembleLink?: Link;
  ticketLink?: Link;
}

export interface Home {
  /** In the order the society wants them shown: the first upcoming one is. */
  featured: FeaturedItem[];
}

export interface Supporter {
  name: string;
  logo: string;
  url: string;
}

export interface Venue {
  place: string;
  streetAddress: string;
  locality: string;
  postalCode?: string;
}

export interface Content {
  site: Site;
  /** Keyed by the `place` text of concerts and featured dates. */
  venues: ReadonlyMap<string, Venue>;
  home: Home;
  supporters: Supporter[];
  concerts: Concert[];
}
