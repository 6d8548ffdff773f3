import type { ReactNode } from 'react';
import type { Site } from '../content/types.ts';
import { ROUTES } from '../lib/urls.ts';
import { useUrls } from './contexts.ts';
import { NavList } from './NavList.tsx';

export interface LayoutProps {
  site: Site;
  current: string;
  /** The year in Tallinn at build time; the client script replaces it with the year of the visit. */
  year: number;
  children: ReactNode;
}

/**
 * The menu button keeps its place from the first paint (the stylesheet shows it where scripting is
 * on); the client script makes it work. Without JavaScript it would do nothing, so no-script visitors
 * get a `<details>` "Menüü" in its place whose list opens over the page: the bar is as high either way.
 * The drawer it opens is the small-screen menu (src/client/drawer.ts).
 */
export function Layout({ site, current, year, children }: LayoutProps) {
  const urls = useUrls();
  return (
    <>
      <a className="skip-link" href="#main">
        Liigu sisu juurde
      </a>
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
                <NavList links={site.navLinks} current={current} variant="tree" />
              </nav>
            </details>
          </noscript>
          <a className="brand" href={urls.page(ROUTES.home)}>
            {site.name}
          </a>
          <nav className="top-nav" aria-label="Peamenüü">
            <NavList links={site.navLinks} current={current} variant="menu" />
          </nav>
        </div>
      </header>
      <div className="scrim" hidden />
      <nav className="drawer" id="drawer" aria-label="Menüü" hidden>
        <NavList links={site.navLinks} current={current} variant="tree" />
      </nav>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          © <span className="copyright-year">{year}</span> {site.name}
        </p>
      </footer>
    </>
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
