// One plain-text table for the terminal, columns as wide as their widest cell.

export interface Row {
  benchmark: string;
  case: string;
  result: string;
  range: string;
  memory: string;
  target: string;
  met: boolean;
}

const HEADINGS: Record<keyof Row, string> = {
  benchmark: 'benchmark',
  case: 'case',
  result: 'result',
  range: 'range / detail',
  memory: 'peak memory',
  target: 'target',
  met: 'met',
};

export function printTable(rows: Row[]): void {
  const columns = Object.keys(HEADINGS) as (keyof Row)[];
  const cells = [HEADINGS, ...rows].map((row) => columns.map((column) => (typeof row[column] === 'boolean' ? (row[column] ? 'yes' : 'NO') : String(row[column]))));
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index]?.length ?? 0)));
  const format = (line: string[]) => line.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' │ ').trimEnd();
  console.log(format(cells[0] ?? []));
  console.log(widths.map((width) => '─'.repeat(width)).join('─┼─'));
  for (const line of cells.slice(1)) console.log(format(line));
}
