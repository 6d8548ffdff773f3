import { focusableIn } from './focus.ts';

/** The small-screen menu: the "Menüü" button opens it; an item, Escape, or a click outside closes it. */
export function setUpDrawer(): void {
  const menuButton = document.querySelector<HTMLButtonElement>('.menu-button');
  const panel = document.getElementById('drawer');
  const backdrop = document.querySelector<HTMLElement>('.scrim');
  if (!menuButton || !panel || !backdrop) return;
  menuButton.hidden = false;

  const isOpen = () => menuButton.getAttribute('aria-expanded') === 'true';

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    backdrop.hidden = !open;
    menuButton.setAttribute('aria-expanded', String(open));
    document.body.classList.toggle('drawer-open', open);
    // Screen readers, too, stay in the open drawer instead of reading the page it covers.
    for (const part of document.querySelectorAll<HTMLElement>('main, footer')) part.inert = open;
  };
  const open = () => {
    setOpen(true);
    focusableIn(panel)[0]?.focus();
  };
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    setOpen(false);
    if (returnFocus) menuButton.focus();
  };

  menuButton.addEventListener('click', () => (isOpen() ? close(true) : open()));
  // An external item opens in a new tab and this page stays: the visitor comes back to the button.
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close(true);
  });
  // Outside the drawer: the scrim, or what shows beside it.
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (isOpen() && !panel.contains(target) && !menuButton.contains(target)) close(true);
  });
  document.addEventListener('keydown', (event) => {
    if (isOpen() && event.key === 'Escape') close(true);
    if (isOpen() && event.key === 'Tab') keepFocusInside(panel, event);
  });
  window.matchMedia('(min-width: 1200px)').addEventListener('change', (event) => {
    if (event.matches) close(false);
  });
}

/** While the drawer covers the page, Tab cycles through its items instead of the hidden page behind. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  // Past either end, or somewhere outside (the page behind): back to the other end, or to the first.
  const leaving = event.shiftKey ? active === first : active === last;
  if (!first || !last || (!leaving && panel.contains(active))) return;
  event.preventDefault();
  (event.shiftKey && leaving ? last : first).focus();
}
