import { chooseFeatured } from '../shared/calendar-rules.ts';

/**
 * Chooses the home page's featured concert again by the visitor's clock, with the build's rule: a
 * page built before a concert shows the next one, or the "has taken place" state, after it.
 */
export function showFeatured(today: string): void {
  const items = [...document.querySelectorAll<HTMLElement>('[data-featured]')];
  if (items.length === 0) return;
  const { index, past } = chooseFeatured(
    items.map((item) => item.dataset.keyDate ?? ''),
    today,
    items.map((item) => item.dataset.cancelled !== undefined),
  );
  items.forEach((item, at) => {
    item.hidden = at !== index;
    const shownPast = at === index && past;
    item.querySelectorAll<HTMLElement>('[data-when]').forEach((part) => {
      part.hidden = (part.dataset.when === 'past') !== shownPast;
    });
  });
}
