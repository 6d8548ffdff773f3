import { ROUTES } from '../lib/urls.ts';
import type { Link } from '../content/types.ts';
import { NavList } from './NavList.tsx';
import { useUrls } from './contexts.ts';

export interface HeaderProps {
  siteName: string;
  links: readonly Link[];
  current: string;
}

/**
 * The menu button keeps its place from the first paint (the stylesheet shows it where scripting is
 * on); the client script makes it work. Without JavaScript it would do nothing, so no-script visitors
 * get a `<details>` "Menüü" in its place whose list opens over the page: the bar is as high either way.
 */
export function Header({ siteName, links, current }: HeaderProps) {
  const urls = useUrls();
  return (
    <header className="app-bar">
      <div className="app-bar__inner">
        <button type="button" className="menu-button" aria-expanded="false" aria-controls="drawer" hidden>
          <MenuLabel />
        </button>
        <noscript>
          <details className="nojs-menu">
            <summary className="menu-button">
              <MenuLabel />
            </summary>
            <nav className="nojs-nav" aria-label="Lehed">
              <NavList links={links} current={current} variant="tree" />
            </nav>
          </details>
        </noscript>
        <a className="brand" href={urls.page(ROUTES.home)}>
          {siteName}
        </a>
        <nav className="top-nav" aria-label="Peamenüü">
          <NavList links={links} current={current} variant="menu" />
        </nav>
      </div>
    </header>
  );
}

function MenuLabel() {
  return (
    <>
      <svg className="menu-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" />
      </svg>
      <span>Menüü</span>
    </>
  );
}
