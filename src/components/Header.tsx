import { ROUTES } from '../lib/urls.ts';
import { NavList } from './NavList.tsx';
import type { NavItem } from './nav-items.ts';
import { useUrls } from './urls-context.ts';

export interface HeaderProps {
  siteName: string;
  items: NavItem[];
  current: string;
}

/**
 * The menu button starts hidden and the client script reveals it: a button that does nothing
 * without JavaScript would be a lie, so no-script visitors on small screens get the plain list instead.
 */
export function Header({ siteName, items, current }: HeaderProps) {
  const urls = useUrls();
  return (
    <header className="app-bar">
      <div className="app-bar__inner">
        <button type="button" className="menu-button" aria-expanded="false" aria-controls="drawer" hidden>
          <svg className="menu-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
          <span>Menüü</span>
        </button>
        <a className="brand" href={urls.page(ROUTES.home)}>
          {siteName}
        </a>
        <nav className="top-nav" aria-label="Peamenüü">
          <NavList items={items} current={current} variant="menu" idPrefix="top" />
        </nav>
      </div>
      <noscript>
        <nav className="nojs-nav" aria-label="Lehed">
          <NavList items={items} current={current} variant="tree" idPrefix="nojs" />
        </nav>
      </noscript>
    </header>
  );
}
