import { useUrls } from '../components/contexts.ts';
import { ROUTES } from '../lib/urls.ts';

export function NotFoundPage() {
  const urls = useUrls();
  return (
    <div className="page not-found-page">
      <h1>Lehte ei leitud</h1>
      <p>Otsitud lehte ei ole olemas või on see teisaldatud.</p>
      <p>
        <a className="button button--primary" href={urls.page(ROUTES.home)}>
          Tagasi esilehele
        </a>
      </p>
    </div>
  );
}
