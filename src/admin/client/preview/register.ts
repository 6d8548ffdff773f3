// The preview beside each form and the check before each save, both the build's own code.
import type { CmsEventListener, CMS as DecapCms } from 'decap-cms-core';
import siteStyles from '../../../styles/site.css';
import { checkEntry } from './check-entry.ts';
import { readLoadedConcertFiles } from './concert-files.ts';
import { loadMediaUrl } from './decap-media.ts';
import { toEntrySource, type ImmutableLike } from './decap-entry.ts';
import { toEditorLine } from './editor-lines.ts';
import { checkImageFields } from './image-check.ts';
import { quietRefusals, refuseIfAny } from './save-refusal.ts';
import { setImageLocator } from './use-image-problems.ts';
import { PREVIEW_STYLE } from './preview-style.ts';
import { ConcertPreview, HomePreview, SitePreview, SupportersPreview } from './templates.tsx';

const TEMPLATES = {
  concerts: ConcertPreview,
  home: HomePreview,
  supporters: SupportersPreview,
  site: SitePreview,
};

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
const refuseWhatTheBuildRefuses: CmsEventListener['handler'] = async ({ entry }) => {
  await refuseIfAny(async () => {
    const { source, data } = toEntrySource(entry as unknown as ImmutableLike);
    const { problems } = checkEntry(source, readLoadedConcertFiles());
    const imageProblems = await checkImageFields(source.path, data, loadMediaUrl);
    return [...problems, ...imageProblems].map(toEditorLine);
  });
  return undefined;
};
