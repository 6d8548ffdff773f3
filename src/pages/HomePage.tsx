import { ExternalLink } from '../components/ExternalLink.tsx';
import { FeaturedConcert } from '../components/FeaturedConcert.tsx';
import { ResponsiveImage } from '../components/ResponsiveImage.tsx';
import { toColumnClasses } from '../components/supporter-columns.ts';
import type { FeaturedConcert as Featured } from '../concerts/featured.ts';
import type { Supporter } from '../content/types.ts';
import { VisitTimeStep } from '../components/VisitTimeStep.tsx';
import { toFeaturedRanges, type FeaturedChoice } from '../shared/calendar-rules.ts';
import { isGroupCancelled } from '../concerts/tickets.ts';

export interface HomePageProps {
  featured: Featured[];
  /** The build's choice of the one shown (src/shared/calendar-rules.ts); the page's inline step makes it again. */
  choice: FeaturedChoice;
  supporters: Supporter[];
  /** The groups upcoming on the build's day: only they have a calendar file. */
  upcoming: ReadonlySet<string>;
}

export function HomePage({ featured, choice, supporters, upcoming }: HomePageProps) {
  const ranges = toFeaturedRanges(
    featured.map((entry) => entry.group.keyDate),
    featured.map((entry) => isGroupCancelled(entry.group)),
  );
  return (
    <div className="page home-page">
      <div className="featured-list" data-featured-list data-day-pending="">
        {featured.map((entry, index) => (
          <FeaturedConcert
            key={entry.group.id}
            featured={entry}
            index={index}
            shown={index === choice.index}
            past={index === choice.index && choice.past}
            ranges={ranges[index] ?? { shown: null, past: null }}
            gone={!upcoming.has(entry.group.id)}
          />
        ))}
      </div>
      <VisitTimeStep />
      {supporters.length > 0 && (
        <section className="supporters" aria-labelledby="supporters-title">
          <h2 id="supporters-title">Toetajad</h2>
          <ul className={`supporters__list ${toColumnClasses(supporters.length)}`}>
            {supporters.map((supporter) => (
              <li key={supporter.url + supporter.name}>
                <ExternalLink className="supporters__link" href={supporter.url}>
                  <ResponsiveImage className="supporters__logo" src={supporter.logo} alt={supporter.name} sizes="240px" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
