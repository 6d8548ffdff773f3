// A draft's save button says "Salvesta mustandina", never "Avalda". Decap's locale has one word per
// key, so its translator (node-polyglot, whose `t` react-polyglot binds) is asked here first.
import Polyglot from 'node-polyglot';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';

const DRAFT_LABELS: Record<string, string> = {
  'editor.editorToolbar.publish': 'Salvesta',
  'editor.editorToolbar.publishNow': 'Salvesta mustandina',
  'editor.editorToolbar.publishing': 'Salvestamine…',
  'editor.editorToolbar.published': 'Mustand salvestatud',
  'editor.editorToolbar.publishAndCreateNew': 'Salvesta ja loo uus',
  'editor.editorToolbar.publishAndDuplicate': 'Salvesta ja tee koopia',
  'ui.toast.entrySaved': 'Mustand salvestatud: avalikul saidil seda pole',
};

export function labelDrafts(): void {
  const translate = Polyglot.prototype.t;
  Polyglot.prototype.t = function (this: Polyglot, key: string, options?: Record<string, unknown>): string {
    const draft = DRAFT_LABELS[key];
    return draft !== undefined && isDraftInForm() ? draft : translate.call(this, key, options);
  };
}

/** Saved or not: unsaved, the button offers to save it as a draft. */
function isDraftInForm(): boolean {
  return store.getState().entryDraft?.getIn(['entry', 'data', 'draft']) === true;
}
