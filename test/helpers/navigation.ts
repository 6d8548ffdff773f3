import type { Page } from 'playwright-core';

/** Every link of the navigation in the owner's order: [name, address]. Kontserdid holds Tulekul and Toimunud. */
export const NAV_ITEMS = [
  ['Esileht', '/'],
  ['Tulekul', '/concerts/upcoming'],
  ['Toimunud', '/concerts/archive'],
  ['Orkester', 'https://www.tallinnakammerorkester.ee/'],
  ['Bachi festival', 'https://www.bachfestival.ee/'],
  ['Narva-Jõesuu festival', 'https://www.narvajoesuufestival.ee/'],
  ['Kontakt', '/contact'],
];

/**
 * The links inside `selector` as [visible name, address]: the site's own by path, external ones by
 * full address, and only when they open in a new tab with `rel="noopener noreferrer"`.
 */
export function readLinks(page: Page, selector: string): Promise<string[][]> {
  return page.locator(`${selector} a`).evaluateAll((links) =>
    (links as HTMLAnchorElement[]).map((link) => {
      const name = (link.firstChild?.textContent ?? '').trim();
      const external = link.target === '_blank' && link.rel === 'noopener noreferrer';
      return [name, external ? link.href : new URL(link.href).pathname];
    }),
  );
}
