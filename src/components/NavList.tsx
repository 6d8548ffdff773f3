import type { Link } from '../content/types.ts';
import { ROUTES } from '../lib/urls.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { useUrls } from './contexts.ts';

export interface NavListProps {
  /** site.md's `navLinks`, shown between Kontserdid and Kontakt. */
  links: readonly Link[];
  current: string;
  /** `menu`: the top bar, where Kontserdid is a dropdown. `tree`: the drawer and no-script menu, where it is a plain sub-list. */
  variant: 'menu' | 'tree';
}

/** The navigation in the owner's order; the top bar, the drawer and the no-script menu all show this list. */
export function NavList({ links, current, variant }: NavListProps) {
  const menu = variant === 'menu';
  // A closed Kontserdid menu still shows that the page on view is one of its own.
  const onConcertList = current === ROUTES.upcoming || current === ROUTES.archive;
  return (
    <ul className={`nav-list nav-list--${variant}`}>
      <li>
        <PageLink label="Esileht" route={ROUTES.home} current={current} />
      </li>
      <li className={onConcertList ? 'nav-group nav-group--current' : 'nav-group'}>
        {menu ? (
          <button type="button" className="nav-group__toggle" aria-expanded="false" aria-controls="top-concerts">
            Kontserdid
          </button>
        ) : (
          <span className="nav-group__label">Kontserdid</span>
        )}
        <ul className={menu ? 'submenu' : undefined} id={menu ? 'top-concerts' : undefined}>
          <li>
            <PageLink label="Tulekul" route={ROUTES.upcoming} current={current} />
          </li>
          <li>
            <PageLink label="Toimunud" route={ROUTES.archive} current={current} />
          </li>
        </ul>
      </li>
      {links.map((link) => (
        <li key={link.label}>
          <ExternalLink href={link.url}>{link.label}</ExternalLink>
        </li>
      ))}
      <li>
        <PageLink label="Kontakt" route={ROUTES.contact} current={current} />
      </li>
    </ul>
  );
}

function PageLink({ label, route, current }: { label: string; route: string; current: string }) {
  const urls = useUrls();
  return (
    <a href={urls.page(route)} aria-current={route === current ? 'page' : undefined}>
      {label}
    </a>
  );
}
