import type { Link } from '../content/types.ts';
import { ROUTES } from '../lib/urls.ts';

export type NavItem =
  | { kind: 'page'; label: string; route: string }
  | { kind: 'external'; label: string; url: string }
  | { kind: 'group'; label: string; id: string; items: { label: string; route: string }[] };

/** The navigation in the owner's order; the top bar, the drawer and the no-script menu all show this list. */
export function toNavItems(navLinks: readonly Link[]): NavItem[] {
  return [
    { kind: 'page', label: 'Esileht', route: ROUTES.home },
    {
      kind: 'group',
      label: 'Kontserdid',
      id: 'concerts',
      items: [
        { label: 'Tulekul', route: ROUTES.upcoming },
        { label: 'Toimunud', route: ROUTES.archive },
      ],
    },
    ...navLinks.map((link): NavItem => ({ kind: 'external', label: link.label, url: link.url })),
    { kind: 'page', label: 'Kontakt', route: ROUTES.contact },
  ];
}
