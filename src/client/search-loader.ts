/**
 * Shows the search field (hidden without JavaScript, as it needs the script) and loads the search
 * script, which fetches the index, only when a visitor starts to search: a page that is only read
 * loads neither.
 */
export function setUpSearchLoader(): void {
  const root = document.querySelector<HTMLElement>('[data-search-script]');
  const input = root?.querySelector('input');
  if (!root || !input) return;
  root.hidden = false;
  const load = () => {
    if (root.dataset.searchLoading) return;
    root.dataset.searchLoading = '';
    const script = document.createElement('script');
    script.src = root.dataset.searchScript ?? '';
    document.head.append(script);
  };
  input.addEventListener('focus', load, { once: true });
  input.addEventListener('input', load, { once: true });
}
