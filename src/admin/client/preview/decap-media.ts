// A picture that content names, as Decap holds it: an upload of a moment ago is in the store already;
// any other file the backend fetches (GitHub's API, or the dev server's /api/v1). The live site would
// not do: a logo uploaded for this save is not deployed yet.
// Decap offers no public way to its media, so this reaches its store and action, which the pinned
// decap-cms-core exports as modules of its ESM build (the same instances its index uses).
import { loadAsset } from 'decap-cms-core/dist/esm/actions/media.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { toStaticFile } from '../../../images/image-problems.ts';

/** A URL the browser can load `src` (below static/) from, or undefined when the backend has no such file. */
export async function loadMediaUrl(src: string): Promise<string | undefined> {
  // The path in the repository is the file the build reads: config.ts puts every media folder under static/.
  const path = toStaticFile(src);
  const held = readHeldUrl(path);
  if (held) return held;
  await store.dispatch(loadAsset(path));
  return readHeldUrl(path);
}

function readHeldUrl(path: string): string | undefined {
  const url = store.getState().medias[path]?.asset?.toString();
  return url || undefined;
}
