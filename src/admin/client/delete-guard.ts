// A featured concert or a named picture is not deleted: the editor says where it is named and what to
// change first (src/admin/references.ts). Decap asks with window.confirm, which cannot wait for a file,
// so the pages that name things are read as a concert or the media library opens.
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import { currentBackend } from 'decap-cms-core/dist/esm/backend.js';
import { addNotification } from 'decap-cms-core/dist/esm/actions/notifications.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { explainDeleteRefusal, REFERRING_FILES, toConcertStem, type ReferringFiles } from '../references.ts';
import { et } from './locale-et.ts';

const ENTRY_QUESTIONS = new Set([et.editor.editor.onDeletePublishedEntry, et.editor.editor.onDeleteWithUnsavedChanges]);
const PICTURE_QUESTION = et.mediaLibrary.mediaLibrary.onDelete;
const STILL_READING = 'kontrollin veel, kas mõni leht seda kasutab. Proovi mõne hetke pärast uuesti.';

/** Undefined while reading. */
let referring: ReferringFiles | undefined;
let latest: symbol | undefined;
let chosenPicture: string | undefined;

export function guardDeletes(): void {
  let openEntry: unknown;
  let libraryOpen = false;
  store.subscribe(() => {
    const state = store.getState();
    const path = state.entryDraft?.getIn(['entry', 'path']);
    const visible = state.mediaLibrary?.get('isVisible') === true;
    // Afresh each time, so that a page saved meanwhile counts.
    if ((path !== openEntry && typeof path === 'string' && toConcertStem(path)) || (visible && !libraryOpen)) void readReferringFiles();
    openEntry = path;
    libraryOpen = visible;
  });
  document.addEventListener('click', rememberChosenPicture, true);
  const ask = window.confirm.bind(window);
  window.confirm = (question?: string) => {
    const file = question === PICTURE_QUESTION ? toChosenPicturePath() : question && ENTRY_QUESTIONS.has(question) ? store.getState().entryDraft?.getIn(['entry', 'path']) : undefined;
    if (typeof file !== 'string') return ask(question);
    const refusal = referring ? explainDeleteRefusal(file, referring) : STILL_READING;
    if (refusal === undefined) return ask(question);
    const what = question === PICTURE_QUESTION ? 'Pilti' : 'Kontserti';
    store.dispatch(addNotification({ message: `${what} ei saa kustutada: ${refusal}`, type: 'error', dismissAfter: 20_000 }));
    return false;
  };
}

/** One that cannot be read names nothing. */
function readReferringFiles(): Promise<void> {
  referring = undefined;
  const round = Symbol('reading');
  latest = round;
  const backend = currentBackend(store.getState().config);
  const read = (file: string) =>
    backend.implementation.getEntry(file).then(({ data }) => FrontmatterInfer.fromFile(data)).catch(() => undefined);
  return Promise.all([read(REFERRING_FILES.home), read(REFERRING_FILES.supporters), read(REFERRING_FILES.site)]).then(([home, supporters, site]) => {
    // Only the latest reading counts: an earlier one may end after it.
    if (latest === round) referring = { home, supporters, site };
  });
}

/** Decap's media library keeps the chosen picture to itself: its card's name is taken as it is clicked. */
function rememberChosenPicture(event: Event): void {
  const card = event.target instanceof Element ? event.target.closest(toStyledSelector('Card')) : null;
  if (card) chosenPicture = card.querySelector(`p:is(${toStyledSelector('CardText')})`)?.textContent ?? undefined;
}

/** `static/images/meie.svg`. */
function toChosenPicturePath(): string | undefined {
  const files = store.getState().mediaLibrary?.get('files');
  const list = (Array.isArray(files) ? files : []) as { name?: string; path?: string }[];
  return list.find((file) => file.name === chosenPicture)?.path?.replace(/^\/+/, '');
}

/** Emotion names Decap's classes `css-…-label`: an element with such a class. */
function toStyledSelector(label: string): string {
  return `[class$="-${label}"], [class*="-${label} "]`;
}
