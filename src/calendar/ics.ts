// The only ical-generator import: RFC 5545 calendars of the concerts, in UTC so that no VTIMEZONE is needed.
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { ConcertGroup } from '../concerts/group.ts';
import type { Content } from '../content/types.ts';
import { toConcertRoute, type SiteUrls } from '../lib/urls.ts';
import { toAddressLine } from '../concerts/venues.ts';
import type { TextPieces } from '../output.ts';
import { foldLines } from './fold.ts';
import { toConcertSummary, toGroupName } from '../seo/describe.ts';

export interface CalendarContext {
  content: Content;
  urls: SiteUrls;
  /** DTSTAMP: the build's instant, so that two builds at the same SITE_NOW are identical. */
  now: Date;
}

const END = 'END:VCALENDAR';

/**
 * A group's VEVENT blocks, folded: ical-generator folds line by line, so a calendar is its head, its
 * events and its end, joined. They go both into the group's own calendar and the one of all concerts.
 */
export function toGroupEvents(group: ConcertGroup, context: CalendarContext): string {
  const { content, urls, now } = context;
  const calendar = createCalendar('', context);
  const url = urls.absolute(toConcertRoute(group.id));
  const summary = toGroupName(group);
  const description = [...toConcertSummary(group.main), '', url].join('\n').trim();
  for (const concert of group.concerts) {
    // A cancelled date keeps its event and UID, so that a subscribed calendar shows the cancellation
    // instead of silently losing the event; its summary says so for calendars that ignore STATUS.
    const cancelled = concert.status === 'cancelled';
    const venue = content.venues.get(concert.place);
    calendar.createEvent({
      // The file name keeps the UID stable across rebuilds while the file keeps its name.
      id: `${concert.stem}@${urls.host}`,
      start: new Date(concert.start.millis),
      // From endTime, else two hours on: without an end a calendar shows a concert of no length.
      end: new Date(concert.end.millis),
      stamp: now,
      summary: cancelled ? `Jääb ära: ${summary}` : summary,
      ...(cancelled && { status: ICalEventStatus.CANCELLED }),
      location: venue ? `${concert.place}, ${toAddressLine(venue)}` : concert.place,
      description,
      url,
      organizer: { name: content.site.name, email: content.site.email },
    });
  }
  return foldLines(calendar.events().map((event) => event.toString()).join(''));
}

/**
 * ical-generator writes a calendar's name unescaped and folds the text last, so one empty calendar with
 * a stand-in name gives every calendar's head; only the lines with the name are folded again.
 */
export function createCalendarWriter(context: CalendarContext) {
  const empty = createCalendar(NAME_STAND_IN, context).toString();
  if (!empty.endsWith(END)) throw new Error('Internal error: ical-generator no longer ends a calendar with END:VCALENDAR');
  const lines = empty.slice(0, -END.length).split('\r\n');
  const head = (name: string) => lines.map((line) => (line.includes(NAME_STAND_IN) ? foldLines(line.replaceAll(NAME_STAND_IN, name)) : line)).join('\r\n');
  return {
    /** Every concert, in pieces (one a group, `events` as toGroupEvents gives them): thousands of groups are megabytes. */
    concertsCalendar: (events: readonly string[]): TextPieces => [head(`${context.content.site.name}: kontserdid`), ...events, END],
    groupCalendar: (group: ConcertGroup, events: string) => `${head(toGroupName(group))}${events}${END}`,
  };
}

/** No name holds it: a content file with a NUL character is refused when it is read (src/content/frontmatter.ts). */
const NAME_STAND_IN = '\u0000';

function createCalendar(name: string, { content }: CalendarContext): ICalCalendar {
  return ical({ name, prodId: { company: content.site.name, product: 'kontserdid', language: 'ET' }, timezone: null });
}
