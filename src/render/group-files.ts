// Everything one concert group gives the site, made in one place so that either core can make it:
// its page and its calendar (files of their own), and its share of what is made of all groups
// (its events in the calendar of all concerts, its cards in the lists).
import { toGroupCalendar, toGroupEvents } from '../calendar/ics.ts';
import type { ConcertGroup } from '../concerts/group.ts';
import { toConcertCalendarRoute, toConcertRoute, toFileOutputPath, toOutputPath } from '../lib/urls.ts';
import type { MadeFile } from '../write.ts';
import { renderCard, renderPage, type RenderContext } from './render-page.tsx';
import { planConcertPage, type PageMetaContext } from './routes.ts';

export interface GroupContext extends PageMetaContext {
  /** The calendars' DTSTAMP: the build's instant. */
  now: Date;
  render: RenderContext;
}

/** What a group adds to the pages and files made of all groups. Plain text, so that it can come from the other core. */
export interface GroupShare {
  /** Its VEVENT blocks, for the calendar of all concerts. */
  events: string;
  /** Its card as a list shows it. */
  card: string;
  /** A group upcoming at build time is also in the archive, hidden until the visitor's clock passes it. */
  hiddenCard?: string;
}

export interface MadeGroup {
  files: [file: string, contents: MadeFile][];
  share: GroupShare;
}

/** The files a group's page and calendar go to, below `dist/`. */
export function toGroupFileNames(group: ConcertGroup): [page: string, calendar: string] {
  return [toOutputPath(toConcertRoute(group.id)), toFileOutputPath(toConcertCalendarRoute(group.id))];
}

export function makeGroupFiles(group: ConcertGroup, upcoming: boolean, context: GroupContext): MadeGroup {
  const [page, calendar] = toGroupFileNames(group);
  const events = toGroupEvents(group, context);
  return {
    files: [
      [page, renderPage(planConcertPage(group, upcoming, context), context.render)],
      [calendar, toGroupCalendar(group, context, events)],
    ],
    share: {
      events,
      card: renderCard(group, false, context.render),
      ...(upcoming ? { hiddenCard: renderCard(group, true, context.render) } : {}),
    },
  };
}
