import { NavList } from './NavList.tsx';
import type { NavItem } from './nav-items.ts';

export interface DrawerProps {
  items: NavItem[];
  current: string;
}

/** The small-screen menu; the client script opens and closes it (src/client/drawer.ts). */
export function Drawer({ items, current }: DrawerProps) {
  return (
    <>
      <div className="scrim" hidden />
      <nav className="drawer" id="drawer" aria-label="Menüü" hidden>
        <NavList items={items} current={current} variant="tree" idPrefix="drawer" />
      </nav>
    </>
  );
}
