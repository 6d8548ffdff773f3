// How many logos a row of the Toetajad section holds at each width, for any number of supporters.

/** The most logos a row has room for, from the narrowest width up (base, sm 600px, md 900px, lg 1200px). */
export const MAX_COLUMNS = { base: 3, sm: 4, md: 5, lg: 6 } as const;

export type Breakpoint = keyof typeof MAX_COLUMNS;

/**
 * As few rows as fit, then as few logos a row as still give that many rows: the rows come out
 * even (eleven at six a row are 6 + 5, at five a row 4 + 4 + 3, never 5 + 5 + 1).
 */
export function toBalancedColumns(count: number, max: number): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

/** Class names the stylesheet turns into a row length at each width (src/styles/site.css). */
export function toColumnClasses(count: number): string {
  return (Object.keys(MAX_COLUMNS) as Breakpoint[])
    .map((breakpoint) => {
      const columns = toBalancedColumns(count, MAX_COLUMNS[breakpoint]);
      return breakpoint === 'base' ? `cols-${columns}` : `cols-${breakpoint}-${columns}`;
    })
    .join(' ');
}
