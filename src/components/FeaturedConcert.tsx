import type { FeaturedConcert as Featured } from '../concerts/featured.ts';
import { ROUTES, toConcertCalendarRoute, toConcertRoute } from '../lib/urls.ts';
import { toGroupName } from '../seo/describe.ts';
import { isGroupCancelled, toGroupTickets } from '../concerts/tickets.ts';
import type { FeaturedRanges } from '../shared/calendar-rules.ts';
import { ConcertTime } from './ConcertTime.tsx';
import { toDayAttributes } from './VisitTimeStep.tsx';
import { EntryMarks } from './EntryMarks.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { Lines } from './Lines.tsx';
import { TicketOffer } from './TicketOffer.tsx';
import { ProgrammeList } from './ProgrammeList.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { useUrls } from './contexts.ts';

export interface FeaturedConcertProps {
  featured: Featured;
  /** Its place in home.md's list, for unique ids. */
  index: number;
  /** The build's choice: this is the item shown. The page's inline step chooses again by the visitor's day. */
  shown: boolean;
  /** Every featured group is past: this one is shown as having taken place. */
  past: boolean;
  /** The days on which it is shown, and shown as having taken place (toFeaturedRanges); the editor's preview has none. */
  ranges?: FeaturedRanges;
  /** Past on the build's day, so without a calendar file to link to, even hidden. */
  gone?: boolean;
}

/**
 * One featured concert with both states in the markup (`data-when`, each with its days) for the page's
 * inline step to switch by the visitor's day. Its title is the page's h1: only the shown item's is not hidden.
 */
export function FeaturedConcert({ featured, index, shown, past, ranges, gone }: FeaturedConcertProps) {
  const urls = useUrls();
  const { item, group } = featured;
  const titleId = `featured-title-${index + 1}`;
  const title = group.main?.heading.length ? group.main.heading : [toGroupName(group)];
  // The programme of every entry, in entry order: a placeholder's own pieces too.
  const programme = group.concerts.flatMap((concert) => concert.schedule);
  const cancelled = isGroupCancelled(group);
  const untilKeyDate = ranges ? toDayAttributes({ until: group.keyDate }) : {};
  return (
    <article
      className="featured"
      data-featured
      data-key-date={group.keyDate}
      data-cancelled={cancelled ? '' : undefined}
      hidden={!shown}
      {...(ranges?.shown && toDayAttributes(ranges.shown))}
      aria-labelledby={titleId}
    >
      <ResponsiveImage
        className="featured__image"
        src={item.image.src}
        alt={item.image.alt}
        sizes="(min-width: 900px) min(50vw, 36rem), calc(100vw - 2rem)"
        priority={shown}
      />
      <div className="featured__body">
        <Lines lines={group.main?.prefix ?? []} className="eyebrow" />
        <h1 id={titleId} className="featured__title">
          <Lines lines={title} as="span" className="featured__title-line" />
        </h1>
        <p className="featured__past" data-when="past" hidden={!past} {...(ranges?.past && toDayAttributes(ranges.past))}>
          <strong>Kontsert on toimunud.</strong> <a href={urls.page(ROUTES.upcoming)}>Vaata eesootavaid kontserte</a>
        </p>
        <Lines lines={item.text} className="featured__text" />
        <h2 className="section-label">Toimumisajad</h2>
        <ul className="featured__dates">
          {group.concerts.map((concert) => (
            <li key={concert.file}>
              <ConcertTime start={concert.start} end={concert.end} />
              <span className="featured__place">{concert.place}</span>
              <EntryMarks concert={concert} />
            </li>
          ))}
        </ul>
        <p className="concert-actions">
          {!gone && (
            <a className="concert-actions__calendar" href={urls.page(toConcertCalendarRoute(group.id))} data-when="upcoming" hidden={past} {...untilKeyDate}>
              Lisa kalendrisse
            </a>
          )}
          <a href={urls.page(toConcertRoute(group.id))}>Kontserdi leht</a>
        </p>
        {programme.length > 0 && (
          <>
            <h2 className="section-label">Kava</h2>
            <ProgrammeList lines={programme} ordered className="programme programme--featured" />
          </>
        )}
        {!cancelled && (
          <div data-when="upcoming" hidden={past} {...untilKeyDate}>
            <TicketOffer tickets={toGroupTickets(group)} link={item.ticketLink} keyDate={group.keyDate} className="featured__actions concert-tickets" />
          </div>
        )}
        {item.ensembleLink && (
          <p className="featured__actions">
            <ExternalLink className="button" href={item.ensembleLink.url}>
              {item.ensembleLink.label}
            </ExternalLink>
          </p>
        )}
      </div>
    </article>
  );
}
