// The save button says what a save does: with "Mustand" switched on, a concert is kept off the public
// site, so the buttons say "Salvesta mustandina" and, once saved, "Mustand salvestatud", never
// "Avalda" and "Avaldatud". Decap's toolbar takes these words from its locale, which has one word per
// key; its translator (node-polyglot, through react-polyglot, which binds `t` as the editor first
// draws) is asked here first, while the entry in the form is a draft.
import Polyglot from 'node-polyglot';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';

/** Decap's toolbar keys and what they say of a draft. */
export const DRAFT_LABELS: Record<string, string> = {
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

/** The form's concert has "Mustand" switched on (saved or not: unsaved, the button offers to save it so). */
function isDraftInForm(): boolean {
  const draft = store.getState().entryDraft?.getIn(['entry', 'data', 'draft']);
  return draft === true;
}
