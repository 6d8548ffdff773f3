import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_COLUMNS, toBalancedColumns, toColumnClasses } from '../src/components/supporter-columns.ts';

const columns = suite('toBalancedColumns');

/** The row lengths `count` logos fill at `max` a row at most. */
function rowsOf(count: number, max: number): number[] {
  const perRow = toBalancedColumns(count, max);
  const rows: number[] = [];
  for (let left = count; left > 0; left -= perRow) rows.push(Math.min(perRow, left));
  return rows;
}

columns('should make eleven logos 6 + 5, 4 + 4 + 3 and never 5 + 5 + 1', () => {
  assert.equal(rowsOf(11, 6), [6, 5]);
  assert.equal(rowsOf(11, 5), [4, 4, 3]);
  assert.equal(rowsOf(11, 3), [3, 3, 3, 2]);
});

columns('should keep every count from 1 to 24 within the widest row, with no lone last logo where a row length avoids it', () => {
  for (const max of Object.values(MAX_COLUMNS)) {
    for (let count = 1; count <= 24; count++) {
      const rows = rowsOf(count, max);
      const where = `${count} logos, ${max} a row: ${rows.join(' + ')}`;
      assert.ok(Math.max(...rows) <= max, where);
      assert.ok(rows.length <= Math.ceil(count / max) + 1, `${where}: at most one row more than the fewest`);
      const fewest = Math.ceil(count / max);
      const avoidable = Array.from({ length: max - 1 }, (_, index) => index + 2).some(
        (length) => Math.ceil(count / length) <= fewest + 1 && (count <= length || count % length !== 1),
      );
      if (avoidable) assert.ok(rows.length === 1 || (rows.at(-1) ?? 0) > 1, `${where}: a lone logo on the last row`);
    }
  }
  assert.equal(rowsOf(7, 3), [3, 3, 1], 'seven at three a row: no row length avoids a lone one');
  assert.equal(rowsOf(10, 3), [2, 2, 2, 2, 2], 'one row more rather than a lone logo');
  assert.equal(rowsOf(12, 5), [4, 4, 4], 'even rows rather than 5 + 5 + 2');
  assert.equal(rowsOf(5, 4), [3, 2]);
});

columns('should name a row length for each width', () => {
  assert.is(toColumnClasses(11), 'cols-3 cols-sm-4 cols-md-4 cols-lg-6');
  assert.is(toColumnClasses(1), 'cols-1 cols-sm-1 cols-md-1 cols-lg-1');
  assert.is(toColumnClasses(24), 'cols-3 cols-sm-4 cols-md-5 cols-lg-6');
});

columns.run();
