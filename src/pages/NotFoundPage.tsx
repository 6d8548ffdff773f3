import { ROUTES, toHref } from '../lib/urls.ts';

export function NotFoundPage() {
  return (
    <div className="page not-found-page">
      <h1>Lehte ei leitud</h1>
      <p>Otsitud lehte ei ole olemas või on see teisaldatud.</p>
      <p>
        <a className="button button--primary" href={toHref(ROUTES.home)}>
          Tagasi esilehele
        </a>
      </p>
    </div>
  );
}
