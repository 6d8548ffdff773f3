import type { ReactNode } from 'react';
import type { ConcertGroup as Group } from '../concerts/group.ts';
import { toSeasons, type Season } from '../concerts/seasons.ts';
import { ConcertGroup } from '../components/ConcertGroup.tsx';
import { SearchField, type SearchAssets } from '../components/SearchField.tsx';
import { useUrls } from '../components/urls-context.ts';
import { ROUTES } from '../lib/urls.ts';

export interface ConcertListPageProps {
  kind: 'upcoming' | 'archive';
  /** Groups in the order the page lists them; those in `hiddenIds` wait for the visitor's clock. */
  groups: Group[];
  hiddenIds: ReadonlySet<string>;
  /** The concert search; absent, the page has none. */
  search?: SearchAssets;
}

const TEXT = {
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

/** The data attributes are what the client script reads to split the list again by the visitor's clock. */
export function ConcertListPage({ kind, groups, hiddenIds, search }: ConcertListPageProps) {
  const text = TEXT[kind];
  const urls = useUrls();
  const shown = groups.filter((group) => !hiddenIds.has(group.id)).length;
  return (
    <div className="page concert-list-page" data-concert-list={kind}>
      <h1>{text.title}</h1>
      {search && <SearchField assets={search} />}
      <div className="empty-state" data-empty-state hidden={shown > 0}>
        <p>{text.empty}</p>
        <p>
          <a href={urls.page(text.other.route)}>{text.other.label}</a>
        </p>
      </div>
      <div className="concert-list">
        {toSeasons(groups).map((season) => (
          <SeasonSection key={season.name} season={season} hiddenIds={hiddenIds}>
            {season.groups.map((group) => toListItem(group, hiddenIds, kind))}
          </SeasonSection>
        ))}
      </div>
    </div>
  );
}

/**
 * One season's groups under its heading. The section and its heading are hidden while every group
 * in it is; the client script shows or hides them again after its own split.
 */
function SeasonSection({ season, hiddenIds, children }: { season: Season; hiddenIds: ReadonlySet<string>; children: ReactNode }) {
  const hidden = season.groups.every((group) => hiddenIds.has(group.id));
  return (
    <section className="season" data-season={season.name} hidden={hidden}>
      <h2 className="season__heading" data-season-heading hidden={hidden}>
        Hooaeg {season.name}
      </h2>
      {children}
    </section>
  );
}

/** On the archive, the groups hidden at build time are the ones still upcoming then. */
function toListItem(group: Group, hiddenIds: ReadonlySet<string>, kind: ConcertListPageProps['kind']) {
  const upcoming = kind === 'upcoming' || hiddenIds.has(group.id);
  return <ConcertGroup key={group.id} group={group} hidden={hiddenIds.has(group.id)} variant="list" upcoming={upcoming} />;
}

export function toListTitle(kind: 'upcoming' | 'archive'): string {
  return TEXT[kind].title;
}
