import type { ReactNode } from 'react';
import type { ConcertGroup as Group } from '../concerts/group.ts';
import { toSeasons, type Season } from '../concerts/seasons.ts';
import { ConcertGroup } from '../components/ConcertGroup.tsx';
import { SearchField, type SearchAssets } from '../components/SearchField.tsx';
import { toDayAttributes, VisitTimeStep } from '../components/VisitTimeStep.tsx';
import type { DayRange } from '../shared/calendar-rules.ts';
import { useUrls } from '../components/contexts.ts';
import { ROUTES } from '../lib/urls.ts';

export interface ConcertListPageProps {
  kind: 'upcoming' | 'archive';
  /** Groups in the order the page lists them; those in `hiddenIds` wait for the visitor's clock. */
  groups: Group[];
  hiddenIds: ReadonlySet<string>;
  /**
   * Stands in the list for its seasons, which the renderer then renders some groups at a time
   * (src/render/render-page.tsx): one tree of thousands of groups costs more memory than the page.
   */
  itemsSlot?: string;
  /** The concert search; absent, the page has none. */
  search?: SearchAssets;
}

export const LIST_TEXT = {
  upcoming: {
    title: 'Tulekul kontserdid',
    empty: 'Tulekul kontserte praegu kavas ei ole. Uued kontserdid ilmuvad siia niipea, kui need on kokku lepitud.',
    other: { label: 'Vaata toimunud kontserte', route: ROUTES.archive },
  },
  archive: {
    title: 'Toimunud kontserdid',
    empty: 'Toimunud kontserte siin veel ei ole.',
    other: { label: 'Vaata tulekul kontserte', route: ROUTES.upcoming },
  },
};

/**
 * Each group, season and the empty state carries the days on which it is shown (toDaysShown), which
 * the inline step after the list applies by the visitor's day before the first paint.
 */
export function ConcertListPage({ kind, groups, hiddenIds, itemsSlot, search }: ConcertListPageProps) {
  const text = LIST_TEXT[kind];
  const urls = useUrls();
  const shown = groups.filter((group) => !hiddenIds.has(group.id)).length;
  return (
    <div className="page concert-list-page" data-concert-list={kind}>
      <h1>{text.title}</h1>
      {search && <SearchField {...search} />}
      <div className="concert-list" data-day-pending="">
        {itemsSlot ??
          toSeasons(groups).map((season) => (
            <SeasonSection key={season.name} season={season} hiddenIds={hiddenIds} kind={kind}>
              {season.groups.map((group) => toListItem(group, hiddenIds, kind))}
            </SeasonSection>
          ))}
      </div>
      <div className="empty-state" data-empty-state data-day-pending="" hidden={shown > 0} {...toDayAttributes(toEmptyDays(groups, kind))}>
        <p>{text.empty}</p>
        {kind === 'upcoming' && (
          <p>
            <a href={urls.page(ROUTES.calendar)}>Telli kontserdikalender</a>: lisa see oma telefoni või arvuti kalendrisse, ja uued kontserdid
            ilmuvad sinna ise, niipea kui need on siin.
          </p>
        )}
        <p>
          <a href={urls.page(text.other.route)}>{text.other.label}</a>
        </p>
      </div>
      <VisitTimeStep />
    </div>
  );
}

/** The days this list shows one of `groups`: the upcoming list until their last key date, the archive after their first. */
function toDaysShown(groups: readonly Group[], kind: ConcertListPageProps['kind']): DayRange {
  const keyDates = groups.map((group) => group.keyDate).sort();
  return kind === 'upcoming' ? { until: keyDates[keyDates.length - 1] ?? '' } : { after: keyDates[0] ?? '' };
}

/** The empty state is shown on the days no group is: the opposite of the whole list's. */
function toEmptyDays(groups: readonly Group[], kind: ConcertListPageProps['kind']): DayRange {
  if (groups.length === 0) return {};
  const { until, after } = toDaysShown(groups, kind);
  return until !== undefined ? { after: until } : { until: after };
}

/** One season's groups under its heading, both hidden while every group in it is (the inline step decides again). */
export function SeasonSection({ season, hiddenIds, kind, children }: { season: Season; hiddenIds: ReadonlySet<string>; kind: ConcertListPageProps['kind']; children: ReactNode }) {
  const hidden = season.groups.every((group) => hiddenIds.has(group.id));
  const days = toDayAttributes(toDaysShown(season.groups, kind));
  return (
    <section className="season" data-season={season.name} hidden={hidden} {...days}>
      <h2 className="season__heading" data-season-heading hidden={hidden} {...days}>
        Hooaeg {season.name}
      </h2>
      {children}
    </section>
  );
}

/** On the archive, the groups hidden at build time are the ones still upcoming then. */
export function toListItem(group: Group, hiddenIds: ReadonlySet<string>, kind: ConcertListPageProps['kind']) {
  const upcoming = kind === 'upcoming' || hiddenIds.has(group.id);
  return (
    <ConcertGroup key={group.id} group={group} hidden={hiddenIds.has(group.id)} shownOn={toDaysShown([group], kind)} variant="list" upcoming={upcoming} />
  );
}
