import type { ConcertGroup as Group } from '../concerts/group.ts';
import { ConcertGroup } from '../components/ConcertGroup.tsx';
import { VisitTimeStep } from '../components/VisitTimeStep.tsx';
import type { Venue } from '../content/types.ts';
import { useUrls } from '../components/contexts.ts';
import { ROUTES } from '../lib/urls.ts';
import { toGroupName } from '../seo/describe.ts';

export interface ConcertPageProps {
  group: Group;
  /** Whether the group was upcoming at build time; the page's inline step and the client script check again by the visitor's day. */
  upcoming: boolean;
  /** content/venues.md: each date's place links to its address on a map. */
  venues?: ReadonlyMap<string, Venue>;
}

/** A group's own page: what people share, and what search engines show as an event. */
export function ConcertPage({ group, upcoming, venues }: ConcertPageProps) {
  const urls = useUrls();
  const hasHeading = (group.main?.heading.length ?? 0) > 0;
  return (
    <div className="page concert-page">
      <p className="back-link">
        <a
          href={urls.page(upcoming ? ROUTES.upcoming : ROUTES.archive)}
          data-back-link
          data-key-date={group.keyDate}
          data-upcoming-href={urls.page(ROUTES.upcoming)}
          data-archive-href={urls.page(ROUTES.archive)}
        >
          {upcoming ? 'Kõik tulekul kontserdid' : 'Kõik toimunud kontserdid'}
        </a>
      </p>
      {!hasHeading && <h1>{toGroupName(group)}</h1>}
      <div data-day-pending="">
        <ConcertGroup group={group} variant="page" upcoming={upcoming} venues={venues} />
      </div>
      <VisitTimeStep />
    </div>
  );
}
