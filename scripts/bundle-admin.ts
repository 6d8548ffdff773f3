// `npm run bundle:admin`: bundles the editor afresh into src/admin/bundle/, to be committed
// with the change of the editor's sources or packages that made test/admin-bundle.test.ts fail.
import { writeCommittedBundle, COMMITTED_BUNDLE } from '../src/admin/bundle.ts';

const started = performance.now();
const { key, bytes } = await writeCommittedBundle();
console.log(`${COMMITTED_BUNDLE}: ${(bytes / 1024 / 1024).toFixed(2)} MB, inputs hash ${key}, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
