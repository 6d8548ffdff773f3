// The editor's committed bundle (src/admin/bundle/): a build trusts it while the hash of what it
// was made from holds, so a change to the editor's sources or packages must come with a new one.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleAdmin, checkCommittedBundle, COMMITTED_BUNDLE } from '../src/admin/bundle.ts';

const committed = suite('the editor\'s committed bundle');

committed('should be made from the editor\'s sources and packages as they are now (else run npm run bundle:admin)', async () => {
  const check = await checkCommittedBundle();
  assert.ok(check, `${COMMITTED_BUNDLE} is missing: run npm run bundle:admin`);
  assert.is(check?.recorded, check?.current, `${COMMITTED_BUNDLE} is out of date: run npm run bundle:admin and commit it`);
});

committed('should be what a build uses, with the script the page loads among its files', async () => {
  const bundle = await bundleAdmin();
  assert.match(bundle.entry, /^assets\/admin\/cms\.[A-Z0-9]+\.js$/);
  assert.ok((bundle.files.get(bundle.entry) ?? '').length > 100_000);
});

committed.run();
