// The check before a concert is deleted in the editor, on every backend (GitHub's as the local one):
// a concert that home.md features is not deleted, and the editor says where it is named and what to
// change first (src/admin/references.ts) instead of asking "Kas kustutada?". Decap asks with
// window.confirm, which cannot wait for a file, so home.md is read as each concert opens, and the
// answer is ready when the button is pressed. The dev server refuses such a delete too.
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import { currentBackend } from 'decap-cms-core/dist/esm/backend.js';
import { addNotification } from 'decap-cms-core/dist/esm/actions/notifications.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { explainDeleteRefusal, REFERRING_FILES, toConcertStem } from '../references.ts';
import { et } from './locale-et.ts';

/** Decap's questions before deleting an entry, in the editor's words. */
const DELETE_QUESTIONS = new Set([et.editor.editor.onDeletePublishedEntry, et.editor.editor.onDeleteWithUnsavedChanges]);

/** home.md as read for the concert now open: its path, and the refusal if there is one (undefined while reading). */
let checked: { path: string; refusal: Promise<string | undefined>; answer?: { refusal: string | undefined } } | undefined;

export function guardDeletes(): void {
  store.subscribe(() => {
    const path = store.getState().entryDraft?.getIn(['entry', 'path']);
    if (typeof path !== 'string' || toConcertStem(path) === undefined || checked?.path === path) return;
    const refusal = readRefusal(path);
    const current = { path, refusal } as NonNullable<typeof checked>;
    checked = current;
    void refusal.then((answer) => (current.answer = { refusal: answer }));
  });
  const ask = window.confirm.bind(window);
  window.confirm = (question?: string) => {
    if (question === undefined || !DELETE_QUESTIONS.has(question)) return ask(question);
    const path = store.getState().entryDraft?.getIn(['entry', 'path']);
    if (typeof path !== 'string' || checked?.path !== path) return ask(question);
    const answer = checked.answer;
    const refusal = answer ? answer.refusal : 'kontrollin veel, kas esileht näitab seda kontserti. Proovi mõne hetke pärast uuesti.';
    if (refusal === undefined) return ask(question);
    store.dispatch(addNotification({ message: `Kontserti ei saa kustutada: ${refusal}`, type: 'error', dismissAfter: 20_000 }));
    return false;
  };
}

/** home.md through the editor's backend, as saved; a page that cannot be read refuses nothing (the dev server and the build still check). */
async function readRefusal(path: string): Promise<string | undefined> {
  try {
    const backend = currentBackend(store.getState().config);
    const { data } = await backend.implementation.getEntry(REFERRING_FILES.home);
    return explainDeleteRefusal(path, { home: FrontmatterInfer.fromFile(data) });
  } catch {
    return undefined;
  }
}
