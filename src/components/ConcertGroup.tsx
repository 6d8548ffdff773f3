import type { ConcertGroup as Group } from '../concerts/group.ts';
import type { Concert, Venue } from '../content/types.ts';
import { toAddressLine, toMapUrl } from '../concerts/venues.ts';
import { toConcertCalendarRoute, toConcertRoute } from '../lib/urls.ts';
import { isGroupCancelled, toGroupTickets } from '../concerts/tickets.ts';
import type { DayRange } from '../shared/calendar-rules.ts';
import { ConcertTime } from './ConcertTime.tsx';
import { toDayAttributes } from './VisitTimeStep.tsx';
import { EntryMarks } from './EntryMarks.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { Lines } from './Lines.tsx';
import { TicketOffer } from './TicketOffer.tsx';
import { ProgrammeList } from './ProgrammeList.tsx';
import { useUrls } from './contexts.ts';

export interface ConcertGroupProps {
  group: Group;
  /** Not shown at build time; the page's inline step may reveal it by the visitor's day (`shownOn`). */
  hidden?: boolean;
  /** On a list: the days on which the card is shown there. */
  shownOn?: DayRange;
  /** `list`: a card whose heading links to the group's page. `page`: the group's own page, heading as h1. */
  variant: 'list' | 'page';
  /**
   * Upcoming at build time: only then are a ticket offer and a calendar link rendered (shown until
   * the key date), and the "has taken place" note hidden (shown after it).
   */
  upcoming?: boolean;
  /** On a concert's own page: each date's place with a known address links to it on a map. */
  venues?: ReadonlyMap<string, Venue>;
}

/** Every date of the group first, then the details of its main entry, as the owner's list shows them. */
export function ConcertGroup({ group, hidden = false, shownOn = {}, variant, upcoming = false, venues }: ConcertGroupProps) {
  const urls = useUrls();
  const pageHref = urls.page(toConcertRoute(group.id));
  const hasHeading = (group.main?.heading.length ?? 0) > 0;
  const untilKeyDate = toDayAttributes({ until: group.keyDate });
  const pageLink = variant === 'list' && !hasHeading;
  const cancelled = isGroupCancelled(group);
  return (
    <article className="concert-group" data-key-date={group.keyDate} hidden={hidden} {...toDayAttributes(shownOn)}>
      {/* First, before any note of the content about tickets: nothing below reads as an offer that still stands. */}
      {!cancelled && (
        <p className="concert-past" hidden={upcoming} {...toDayAttributes({ after: group.keyDate })}>
          Kontsert on toimunud.
        </p>
      )}
      <ul className="concert-dates">
        {group.concerts.map((concert) => (
          <li key={concert.file}>
            <ConcertTime start={concert.start} end={concert.end} />
            <span className="concert-dates__place">{concert.place}</span>
            <VenueMapLink venue={venues?.get(concert.place)} />
            <EntryMarks concert={concert} />
            {concert !== group.main && hasDetails(concert) && (
              <div className="concert-dates__details">
                <ConcertDetails concert={concert} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {group.main && <ConcertDetails concert={group.main} headingHref={variant === 'list' ? pageHref : undefined} />}
      {upcoming && !cancelled && <TicketOffer tickets={toGroupTickets(group)} keyDate={group.keyDate} />}
      {(upcoming || pageLink) && (
        // A line that holds only the calendar link goes with it.
        <p className="concert-actions" {...(pageLink ? {} : untilKeyDate)}>
          {/* Only a group still to come has a calendar of its own (src/render/site-files.ts); every concert stays in concerts.ics. */}
          {upcoming && (
            <a className="concert-actions__calendar" href={urls.page(toConcertCalendarRoute(group.id))} {...untilKeyDate}>
              Lisa kalendrisse
            </a>
          )}
          {pageLink && <a href={pageHref}>Kontserdi leht</a>}
        </p>
      )}
    </article>
  );
}

function VenueMapLink({ venue }: { venue: Venue | undefined }) {
  if (!venue) return null;
  // A line of its own under the date, so that every date's reads the same however long its place.
  return (
    <span className="concert-dates__map">
      <ExternalLink className="venue-map-link" href={toMapUrl(venue)}>
        {toAddressLine(venue)} (kaart)
      </ExternalLink>
    </span>
  );
}

/** A placeholder may still hold a prefix, notes or a programme of its own: shown under its date, never dropped. */
function hasDetails(concert: Concert): boolean {
  return concert.prefix.length + concert.concertNotes.length + concert.schedule.length + concert.notes.length > 0;
}

function ConcertDetails({ concert, headingHref }: { concert: Concert; headingHref?: string }) {
  // In a list the groups sit under their season's h2.
  const Heading = headingHref ? 'h3' : 'h1';
  const headingLines = <Lines lines={concert.heading} as="span" className="concert-heading__line" />;
  return (
    <>
      <Lines lines={concert.prefix} className="concert-prefix" />
      {concert.heading.length > 0 && (
        <Heading className="concert-heading">{headingHref ? <a href={headingHref}>{headingLines}</a> : headingLines}</Heading>
      )}
      <Lines lines={concert.concertNotes} className="concert-notes" />
      {concert.performers.length > 0 && (
        <ul className="performers">
          {concert.performers.map((performer, index) => (
            <li key={index} className={performer.indented ? 'performers__indented' : undefined}>
              {performer.text}
            </li>
          ))}
        </ul>
      )}
      {concert.schedule.length > 0 && <ProgrammeList lines={concert.schedule} className="programme" />}
      <Lines
        lines={concert.notes.map((note) => (note.href ? <ExternalLink href={note.href}>{note.text}</ExternalLink> : note.text))}
        className="concert-note"
      />
    </>
  );
}
