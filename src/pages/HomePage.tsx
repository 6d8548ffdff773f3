import { ExternalLink } from '../components/ExternalLink.tsx';
import { ResponsiveImage } from '../components/ResponsiveImage.tsx';
import type { Home, Supporter } from '../content/types.ts';
import { useUrls } from '../components/urls-context.ts';
import { ROUTES } from '../lib/urls.ts';

export interface HomePageProps {
  home: Home;
  supporters: Supporter[];
}

export function HomePage({ home, supporters }: HomePageProps) {
  const urls = useUrls();
  return (
    <div className="page home-page">
      <article className="featured" aria-labelledby="featured-title">
        <ResponsiveImage
          className="featured__image"
          src={home.image.src}
          alt={home.image.alt}
          sizes="(min-width: 900px) min(50vw, 36rem), calc(100vw - 2rem)"
          priority
        />
        <div className="featured__body">
          {home.subtitle && <p className="eyebrow">{home.subtitle}</p>}
          <h1 id="featured-title" className="featured__title">
            {home.title}
          </h1>
          {home.text.map((paragraph, index) => (
            <p key={index} className="featured__text">
              {paragraph}
            </p>
          ))}
          <h2 className="section-label">Toimumisajad</h2>
          <ul className="featured__dates">
            {home.dates.map((date) => (
              <li key={date.start.iso}>
                <time dateTime={date.start.iso}>{date.start.label}</time>
                <span className="featured__place">{date.place}</span>
              </li>
            ))}
          </ul>
          <p className="concert-actions">
            <a className="concert-actions__calendar" href={urls.page(ROUTES.featuredCalendar)}>
              Lisa kalendrisse
            </a>
          </p>
          <h2 className="section-label">Kava</h2>
          <ol className="programme programme--featured">
            {home.programme.map((item, index) => (
              <li key={index}>
                <span className="programme__composer">{item.composer}</span>{' '}
                <span className="programme__piece">{item.piece}</span>
              </li>
            ))}
          </ol>
          <p className="featured__actions">
            <ExternalLink className="button button--primary" href={home.ticketLink.url}>
              {home.ticketLink.label}
            </ExternalLink>
            <ExternalLink className="button" href={home.ensembleLink.url}>
              {home.ensembleLink.label}
            </ExternalLink>
          </p>
        </div>
      </article>
      <section className="supporters" aria-labelledby="supporters-title">
        <h2 id="supporters-title">Toetajad</h2>
        <ul className="supporters__list">
          {supporters.map((supporter) => (
            <li key={supporter.url + supporter.name}>
              <ExternalLink className="supporters__link" href={supporter.url}>
                <ResponsiveImage className="supporters__logo" src={supporter.logo} alt={supporter.name} sizes="240px" />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
