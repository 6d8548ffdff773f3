// The search itself, a script of its own loaded by search-loader.ts when the visitor starts to search.
import { findRows, type SearchIndex } from '../shared/search-index.ts';

/** More would make a long page of links; the count says how many there are. */
const SHOWN = 30;

async function setUpSearch(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-search-script]');
  const input = root?.querySelector('input');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const list = root?.querySelector<HTMLElement>('[data-search-results]');
  if (!root || !input || !status || !list) return;
  let index: SearchIndex | undefined;
  const show = () => {
    if (!index) return;
    const query = input.value.trim();
    const rows = query === '' ? [] : findRows(index, query);
    list.replaceChildren(
      ...rows.slice(0, SHOWN).map(([stem, name, when]) => {
        const item = document.createElement('li');
        const link = Object.assign(document.createElement('a'), { href: `${index?.base ?? ''}${stem}`, textContent: name });
        item.append(link, ' ', Object.assign(document.createElement('span'), { className: 'search__when', textContent: when }));
        return item;
      }),
    );
    list.hidden = rows.length === 0;
    status.textContent = query === '' ? '' : toCountText(rows.length);
  };
  input.addEventListener('input', show);
  // Down arrow from the field goes to the first result; Enter never submits anything.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') event.preventDefault();
    const first = event.key === 'ArrowDown' ? list.querySelector('a') : null;
    if (first) {
      event.preventDefault();
      first.focus();
    }
  });
  status.textContent = 'Otsing laadib…';
  try {
    const response = await fetch(root.dataset.searchIndex ?? '');
    if (!response.ok) throw new Error(String(response.status));
    index = (await response.json()) as SearchIndex;
    status.textContent = '';
    show();
  } catch {
    status.textContent = 'Otsing ei õnnestunud. Proovi lehte uuesti laadida.';
  }
}

/** Estonian counts: "1 kontsert", "3 kontserti". */
function toCountText(count: number): string {
  if (count === 0) return 'Ühtegi kontserti ei leitud.';
  const found = count === 1 ? 'Leiti 1 kontsert' : `Leiti ${count} kontserti`;
  return count > SHOWN ? `${found}, näha on esimesed ${SHOWN}.` : `${found}.`;
}

void setUpSearch();
