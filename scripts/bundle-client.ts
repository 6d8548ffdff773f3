// `npm run bundle:client`: makes the client script, the search script and the stylesheet afresh into
// src/bundled/, to be committed with the change of src/client/, src/shared/ or src/styles/ that
// made test/client-bundle.test.ts fail.
import { COMMITTED_ASSETS, writeCommittedAssets } from '../src/bundle.ts';

const files = await writeCommittedAssets();
console.log(`${COMMITTED_ASSETS}: ${files.join(', ')}`);
