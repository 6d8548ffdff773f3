import type { ReactNode } from 'react';
import type { Site } from '../content/types.ts';
import { Drawer } from './Drawer.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { toNavItems } from './nav-items.ts';

export interface LayoutProps {
  site: Site;
  current: string;
  year: number;
  children: ReactNode;
}

export function Layout({ site, current, year, children }: LayoutProps) {
  const items = toNavItems(site.navLinks);
  return (
    <>
      <a className="skip-link" href="#main">
        Liigu sisu juurde
      </a>
      <Header siteName={site.name} items={items} current={current} />
      <Drawer items={items} current={current} />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer siteName={site.name} year={year} />
    </>
  );
}
