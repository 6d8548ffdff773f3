/** Loads the search script, which fetches the index, only when a visitor starts to search: a page that is only read loads neither. */
export function setUpSearchLoader(): void {
  const root = document.querySelector<HTMLElement>('[data-search-script]');
  const input = root?.querySelector('input');
  if (!root || !input) return;
  // Focus and the first input both start the search, in whichever order they come: once in all.
  const load = () => {
    input.removeEventListener('focus', load);
    input.removeEventListener('input', load);
    document.head.append(Object.assign(document.createElement('script'), { src: root.dataset.searchScript ?? '' }));
  };
  input.addEventListener('focus', load);
  input.addEventListener('input', load);
}
