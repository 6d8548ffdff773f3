import { ExternalLink } from './ExternalLink.tsx';
import type { NavItem } from './nav-items.ts';
import { useUrls } from './urls-context.ts';

export interface NavListProps {
  items: NavItem[];
  current: string;
  /** `menu`: the top bar, where Kontserdid is a dropdown. `tree`: the drawer and no-script menu, where it is a plain sub-list. */
  variant: 'menu' | 'tree';
  idPrefix: string;
}

export function NavList({ items, current, variant, idPrefix }: NavListProps) {
  return (
    <ul className={`nav-list nav-list--${variant}`}>
      {items.map((item) => (
        <li key={item.label} className={item.kind === 'group' ? toGroupClass(item, current) : undefined}>
          {item.kind === 'page' && <PageLink label={item.label} route={item.route} current={current} />}
          {item.kind === 'external' && <ExternalLink href={item.url}>{item.label}</ExternalLink>}
          {item.kind === 'group' && (
            <>
              {variant === 'menu' ? (
                <button type="button" className="nav-group__toggle" aria-expanded="false" aria-controls={`${idPrefix}-${item.id}`}>
                  {item.label}
                </button>
              ) : (
                <span className="nav-group__label">{item.label}</span>
              )}
              <ul className={variant === 'menu' ? 'submenu' : undefined} id={variant === 'menu' ? `${idPrefix}-${item.id}` : undefined}>
                {item.items.map((child) => (
                  <li key={child.route}>
                    <PageLink label={child.label} route={child.route} current={current} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
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

/** A closed Kontserdid menu still shows that the page on view is one of its own. */
function toGroupClass(group: Extract<NavItem, { kind: 'group' }>, current: string): string {
  return group.items.some((child) => child.route === current) ? 'nav-group nav-group--current' : 'nav-group';
}
