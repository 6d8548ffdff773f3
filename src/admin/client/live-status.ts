// The site's stamp (src/admin/published-stamp.ts) in the editor. "Is it live?" after each save, which
// Decap lacks (decaporg/decap-cms#2324, #5310): the stamp is read until it holds the saved file's hash.
// And "Vaata saidil": Decap's preview_path (`concerts/<file name>`) names no page for a date of a
// series, whose page is named after its last date, so the link is pointed at the page the stamp names
// as it is clicked; a new file or a draft keeps Decap's address.
import type { CMS as DecapCms } from 'decap-cms-core';
import { currentBackend } from 'decap-cms-core/dist/esm/backend.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { PUBLISHED_STAMP_NAME, toHashText, toLiveState, type PublishedStamp } from '../published-stamp.ts';
import { et } from './locale-et.ts';
import type { ImmutableLike } from './preview/decap-entry.ts';

/** The dev server rebuilds in a second, GitHub Pages in a few minutes. */
const PATIENCE = {
  local: { everyMs: 500, limitMs: 60_000 },
  remote: { everyMs: 10_000, limitMs: 15 * 60_000 },
};

const LIVE_TEXTS = {
  publishing: 'Avaldamisel… Avalik sait uueneb mõne minuti jooksul.',
  live: 'Veebis: muudatus on avalikul saidil.',
  link: 'Ava leht',
  unknown: 'Avaldamine ei õnnestunud: avalikult saidilt ei saanud teada, kas muudatus on seal. Muudatus on salvestatud.',
  failed: (minutes: number) =>
    `Avaldamine ei õnnestunud: avalik sait ei näidanud muudatust ${minutes} minuti jooksul. Muudatus on salvestatud; vaata, kas saidi ehitus õnnestus (GitHubis: Actions), või salvesta uuesti.`,
};

let following: AbortController | undefined;

export function followPublishing(cms: DecapCms): void {
  cms.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      const saved = entry as unknown as ImmutableLike & { getIn(path: string[]): unknown };
      following?.abort();
      following = new AbortController();
      if (saved.getIn(['data', 'draft']) === true) showStatus(undefined);
      else void follow(saved.get('path'), following.signal);
    },
  });
}

async function follow(savedPath: unknown, signal: AbortSignal): Promise<void> {
  showStatus({ text: LIVE_TEXTS.publishing, state: 'publishing' });
  // The dev server answers Decap's proxy backend.
  const { backend } = store.getState().config as { backend?: { name?: string } };
  const { everyMs, limitMs } = backend?.name === 'proxy' ? PATIENCE.local : PATIENCE.remote;
  const deadline = Date.now() + limitMs;
  let path = typeof savedPath === 'string' && savedPath !== '' ? savedPath : undefined;
  const stopWatching = path === undefined ? watchNewEntryPath((found) => (path = found)) : undefined;
  let hash: string | undefined;
  try {
    while (!signal.aborted) {
      if (path !== undefined) {
        if (hash === undefined) {
          const { data } = await currentBackend(store.getState().config).implementation.getEntry(path);
          hash = toHashText(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(data)));
        }
        const state = toLiveState(await readStamp(), path, hash);
        if (state.live) return showStatus({ text: LIVE_TEXTS.live, page: state.page ?? '/', state: 'live' });
      }
      if (Date.now() >= deadline) return showStatus({ text: LIVE_TEXTS.failed(Math.round(limitMs / 60_000)), state: 'failed' });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  } catch {
    if (!signal.aborted) showStatus({ text: LIVE_TEXTS.unknown, state: 'failed' });
  } finally {
    stopWatching?.();
  }
}

/**
 * A new entry's path, which Decap learns only after the save: it gives the form the file's slug as
 * the save ends, then reads the file back and opens it. Taken from the form that has that slug, as
 * the form open at the next look may already be another entry's, the editor having moved on.
 */
function watchNewEntryPath(found: (path: string) => void): () => void {
  let slug: unknown;
  const unsubscribe = store.subscribe(() => {
    const draft = store.getState().entryDraft;
    slug ??= draft?.getIn(['entry', 'slug']) || undefined;
    const path = draft?.getIn(['entry', 'path']);
    if (slug === undefined || draft?.getIn(['entry', 'slug']) !== slug || typeof path !== 'string' || path === '') return;
    unsubscribe();
    found(path);
  });
  return unsubscribe;
}

export function pointSiteLinks(): void {
  let stamp: Partial<PublishedStamp> | undefined;
  let openEntry: unknown;
  store.subscribe(() => {
    const path = store.getState().entryDraft?.getIn(['entry', 'path']);
    if (path === openEntry) return;
    openEntry = path;
    // Read as each entry opens: a save meanwhile may have made a new page.
    if (typeof path === 'string' && path !== '') void readStamp().then((read) => (stamp = read as Partial<PublishedStamp> | undefined), () => undefined);
  });
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.textContent?.trim() !== et.editor.editorToolbar.deployButtonLabel) return;
      const path = store.getState().entryDraft?.getIn(['entry', 'path']);
      const page = typeof path === 'string' ? stamp?.files?.[path]?.page : undefined;
      if (page !== undefined) link.href = toPageAddress(page);
    },
    true,
  );
}

/** A new query each time: past the browser's cache, and GitHub Pages'. */
async function readStamp(): Promise<unknown> {
  const response = await fetch(`${PUBLISHED_STAMP_NAME}?t=${Date.now()}`, { cache: 'no-store' });
  return response.ok ? response.json() : undefined;
}

/** Undefined hides it. */
function showStatus(status: { text: string; state: 'publishing' | 'live' | 'failed'; page?: string } | undefined): void {
  let box = document.getElementById('kas-veebis');
  if (!box) {
    box = document.createElement('p');
    box.id = 'kas-veebis';
    box.setAttribute('role', 'status');
    document.body.append(box);
  }
  box.hidden = status === undefined;
  box.dataset.state = status?.state ?? '';
  box.replaceChildren(status?.text ?? '');
  if (status?.page === undefined) return;
  const link = { href: toPageAddress(status.page), target: '_blank', rel: 'noopener', textContent: LIVE_TEXTS.link };
  box.append(' ', Object.assign(document.createElement('a'), link));
}

/** The site is the editor's folder's parent, on every host. */
function toPageAddress(page: string): string {
  return new URL(page.replace(/^\//, ''), new URL('../', location.href)).href;
}
