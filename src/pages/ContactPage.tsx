import type { ReactNode } from 'react';
import type { Site } from '../content/types.ts';
import { toTelHref } from '../lib/urls.ts';
import { Lines } from '../components/Lines.tsx';

export function ContactPage({ site }: { site: Site }) {
  const details: [string, ReactNode][] = [
    ['Registrikood', site.registryCode],
    ['Kontaktisik', site.contactPerson],
    ['Telefon', <a href={toTelHref(site.phone)}>{site.phone.replace(/ /g, '\u00a0')}</a>],
    ['E-post', <a href={`mailto:${site.email}`}>{site.email}</a>],
  ];
  return (
    <div className="page contact-page">
      <h1>Kontakt</h1>
      <section className="contact-card" aria-labelledby="contact-name">
        <h2 id="contact-name">{site.name}</h2>
        <address className="contact-card__address">
          <Lines lines={site.address} as="span" className="contact-card__line" />
        </address>
        <dl className="contact-card__details">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
