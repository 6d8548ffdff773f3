import { focusableIn } from './focus.ts';

/** The Kontserdid menu of the wide top bar: a disclosure button that works by mouse, touch and keyboard. */
export function setUpDropdown(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.nav-group__toggle');
  const menu = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  const group = toggle?.parentElement;
  if (!toggle || !menu || !group) return;
  const items = focusableIn(menu);
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  toggle.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      items[0]?.focus();
    }
  });
  menu.addEventListener('keydown', (event) => {
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  });
  group.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
  group.addEventListener('focusout', (event) => {
    if (!group.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (!group.contains(event.target as Node)) setOpen(false);
  });
}
