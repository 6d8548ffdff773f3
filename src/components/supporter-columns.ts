// How many logos a row of the Toetajad section holds at each width, for any number of supporters.

/** The most logos a row has room for, from the narrowest width up (base, sm 600px, md 900px, lg 1200px). */
export const MAX_COLUMNS = { base: 3, sm: 4, md: 5, lg: 6 } as const;

/**
 * The row length for `count` logos at `max` a row at most: as few rows as fit, as even as they can
 * be (eleven at five a row are 4 + 4 + 3, never 5 + 5 + 1), and a lone logo on the last row only
 * where no row length avoids it (seven at three a row) or avoiding it costs more than one row.
 */
export function toBalancedColumns(count: number, max: number): number {
  if (count <= 1) return 1;
  let best = { columns: 1, score: Infinity, gap: Infinity };
  for (let columns = Math.min(max, count); columns >= 1; columns--) {
    const rows = Math.ceil(count / columns);
    const last = count - (rows - 1) * columns;
    // A lone last logo weighs more than one extra row and less than two.
    const score = rows + (rows > 1 && last === 1 && columns > 1 ? 1.5 : 0);
    const gap = columns - last;
    if (score < best.score || (score === best.score && gap < best.gap)) best = { columns, score, gap };
  }
  return best.columns;
}

/** Class names the stylesheet turns into a row length at each width (src/styles/site.css). */
export function toColumnClasses(count: number): string {
  return Object.entries(MAX_COLUMNS)
    .map(([breakpoint, max]) => `cols-${breakpoint === 'base' ? '' : `${breakpoint}-`}${toBalancedColumns(count, max)}`)
    .join(' ');
}
