import { useUrls } from './contexts.ts';

/** Paths below `dist/` of the search script and the index it fetches. */
export interface SearchAssets {
  script: string;
  index: string;
}

/** Both list pages' search, shown by the stylesheet where scripting is on from the first paint (shown by the script, it moved the list). */
export function SearchField({ script, index }: SearchAssets) {
  const urls = useUrls();
  return (
    <search className="search" data-search-script={urls.file(script)} data-search-index={urls.file(index)}>
      <label className="search__label" htmlFor="concert-search">
        Otsi kontserti
      </label>
      <input className="search__input" type="search" id="concert-search" autoComplete="off" spellCheck={false} aria-describedby="concert-search-hint" />
      <p className="search__hint" id="concert-search-hint">
        Pealkiri, esitaja, helilooja, teos või koht, kõigist hooaegadest.
      </p>
      <p className="search__status" role="status" data-search-status />
      <ul className="search__results" data-search-results hidden />
    </search>
  );
}
