// The committed client assets (src/bundled/): a build uses one while its key (its sources, esbuild's
// options and version) holds, so a change to the client's sources or the stylesheet must come with
// new ones.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient, bundleSearch, bundleStyles, COMMITTED_ASSETS, listStaleAssets } from '../src/bundle.ts';

const committed = suite('the committed client assets');

committed('should be made from the client\'s sources and the stylesheet as they are now (else run npm run bundle:client)', async () => {
  assert.equal(await listStaleAssets(), [], `${COMMITTED_ASSETS} is out of date: run npm run bundle:client and commit it`);
});

committed('should be what a build serves: a script, the search script and a stylesheet, each named by its contents', async () => {
  const [client, search, styles] = await Promise.all([bundleClient(), bundleSearch(), bundleStyles()]);
  assert.match(client.output, /^assets\/main\.[0-9a-f]{10}\.js$/);
  assert.match(search.output, /^assets\/search\.[0-9a-f]{10}\.js$/);
  assert.match(styles.output, /^assets\/site\.[0-9a-f]{10}\.css$/);
  assert.match(styles.contents, '--accent');
});

committed.run();
