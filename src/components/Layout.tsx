import type { ReactNode } from 'react';
import type { Site } from '../content/types.ts';
import { Header } from './Header.tsx';
import { NavList } from './NavList.tsx';

export interface LayoutProps {
  site: Site;
  current: string;
  /** The year in Tallinn at build time; the client script replaces it with the year of the visit. */
  year: number;
  children: ReactNode;
}

export function Layout({ site, current, year, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Liigu sisu juurde
      </a>
      <Header siteName={site.name} links={site.navLinks} current={current} />
      {/* The small-screen menu; the client script opens and closes it (src/client/drawer.ts). */}
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
