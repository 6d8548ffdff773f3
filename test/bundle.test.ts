// The client script, the search script and the stylesheet, as a build serves them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient, bundleStyles } from '../src/bundle.ts';

const bundles = suite('bundleClient and bundleStyles');

bundles('should make a script, the search script and a stylesheet, each named by its contents', async () => {
  const [client, search, styles] = await Promise.all([bundleClient('main'), bundleClient('search'), bundleStyles()]);
  assert.match(client.output, /^assets\/main\.[0-9a-f]{10}\.js$/);
  assert.match(search.output, /^assets\/search\.[0-9a-f]{10}\.js$/);
  assert.match(styles.output, /^assets\/site\.[0-9a-f]{10}\.css$/);
  assert.match(styles.contents, '--accent');
});

bundles.run();
