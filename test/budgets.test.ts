// Byte budgets: a page, its stylesheet and its script fit in the first round trip (14 KB gzipped).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUDGETS, measureRoutes } from './helpers/page-weight.ts';
import { buildShipped } from './helpers/site-build.ts';

const budgetSuite = suite('byte budgets');

budgetSuite('should keep every page with its CSS and JS within 14 KB, JS within 2 KB and CSS within 5 KB gzipped', async () => {
  const routes = measureRoutes((await buildShipped()).files);
  assert.ok(routes.length >= 6, 'every route is measured');
  for (const route of routes) {
    assert.ok(route.total.gzip <= BUDGETS.total, `${route.page}: ${route.total.gzip} bytes gzipped in all, over ${BUDGETS.total}`);
    assert.ok(route.js.gzip <= BUDGETS.js, `${route.page}: ${route.js.gzip} bytes of JS gzipped, over ${BUDGETS.js}`);
    assert.ok(route.css.gzip <= BUDGETS.css, `${route.page}: ${route.css.gzip} bytes of CSS gzipped, over ${BUDGETS.css}`);
  }
});

budgetSuite('should block the first render on nothing but the one stylesheet', async () => {
  for (const route of measureRoutes((await buildShipped()).files)) {
    assert.ok(route.blocking.length <= 1, `${route.page} blocks on ${route.blocking.join(', ')}`);
    assert.ok(route.blocking.every((href) => /\.css$/.test(href)), `${route.page} blocks on ${route.blocking.join(', ')}`);
  }
});

budgetSuite.run();
