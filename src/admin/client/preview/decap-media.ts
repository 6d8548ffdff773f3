// A picture as Decap holds it, not from the live site: an upload for this save is not deployed yet.
// Decap offers no public way to its media: this reaches the store and action of its ESM build.
import { loadAsset } from 'decap-cms-core/dist/esm/actions/media.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { toStaticFile } from '../../../images/image-problems.ts';

/** A URL the browser can load `src` (below static/) from, or undefined when the backend has no such file. */
export async function loadMediaUrl(src: string): Promise<string | undefined> {
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
