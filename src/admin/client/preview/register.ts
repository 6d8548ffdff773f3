// The preview beside each form and the check before each save, both the build's own code.
import type { CmsEventListener, CMS as DecapCms } from 'decap-cms-core';
import { loadAsset } from 'decap-cms-core/dist/esm/actions/media.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import siteStyles from '../../../styles/site.css';
import { toStaticFile } from '../../../images/image-problems.ts';
import { checkEntry } from './check-entry.ts';
import { loadedConcertFiles, toEntrySource, type ImmutableLike } from './decap-entry.ts';
import { toEditorLine } from './editor-lines.ts';
import { checkImageFields, setImageLocator } from './image-check.ts';
import { quietRefusals, refuseIfAny } from './save-refusal.ts';
import { ConcertPreview, HomePreview, SitePreview, SupportersPreview } from './templates.tsx';

const TEMPLATES = {
  concerts: ConcertPreview,
  home: HomePreview,
  supporters: SupportersPreview,
  site: SitePreview,
};

// The preview's own few rules, beside the site's stylesheet: the build's problems and the draft mark.
// The preview runs no visit-time step (src/render/visit-time-script.ts), so nothing may wait for it.
const PREVIEW_STYLE = `
body { margin: 0; }
[data-day-pending] { visibility: visible; }
.editor-preview__problems, .editor-preview__draft { margin: 1rem; padding: 0.75rem 1rem; border-radius: 6px; font: 15px/1.4 system-ui, sans-serif; }
.editor-preview__problems { background: #fdecea; border: 2px solid #b3261e; color: #5f1410; }
.editor-preview__problems h2 { margin: 0 0 0.5rem; font-size: 1rem; }
.editor-preview__problems ul { margin: 0; padding-left: 1.25rem; }
.editor-preview__problems li { overflow-wrap: anywhere; }
.editor-preview__draft { background: #fff4d6; border: 2px solid #8a6100; color: #3d2b00; }
.editor-preview__caption { margin: 1.5rem 1rem 0; font: 600 13px/1.4 system-ui, sans-serif; text-transform: uppercase; letter-spacing: 0.05em; color: #555; }
`;

export function registerPreview(cms: DecapCms): void {
  cms.registerPreviewStyle(siteStyles, { raw: true });
  cms.registerPreviewStyle(PREVIEW_STYLE, { raw: true });
  for (const [name, template] of Object.entries(TEMPLATES)) {
    cms.registerPreviewTemplate(name, template as unknown as Parameters<DecapCms['registerPreviewTemplate']>[1]);
  }
  setImageLocator(loadMediaUrl);
  cms.registerEventListener({ name: 'preSave', handler: refuseWhatTheBuildRefuses });
  quietRefusals();
}

/** Decap awaits the handler (registry.invokeEvent), so the pictures can be loaded and decoded first. */
const refuseWhatTheBuildRefuses: CmsEventListener['handler'] = ({ entry }) =>
  refuseIfAny(async () => {
    const { source, data } = toEntrySource(entry as unknown as ImmutableLike);
    const problems = checkEntry(source, loadedConcertFiles);
    const imageProblems = await checkImageFields(source.path, data, loadMediaUrl);
    return [...problems, ...imageProblems].map(toEditorLine);
  });

// A picture as Decap holds it, not the live site's (an upload for this save is not deployed yet), through the
// store and action of its ESM build: Decap has no public way to its media. Undefined when the backend has none.
async function loadMediaUrl(src: string): Promise<string | undefined> {
  const path = toStaticFile(src);
  const readHeldUrl = () => store.getState().medias[path]?.asset?.toString() || undefined;
  const held = readHeldUrl();
  if (held) return held;
  await store.dispatch(loadAsset(path));
  return readHeldUrl();
}
