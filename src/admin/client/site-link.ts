// "Vaata saidil": Decap's preview_path (`concerts/<file name>`) names no page for a date of a series,
// whose page is named after its last date, so the link is pointed at the page the site's stamp
// (published-stamp.ts) names as it is clicked; a new file or a draft keeps Decap's address.
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import type { PublishedStamp } from '../published-stamp.ts';
import { readStamp, toPageAddress } from './live-status.ts';
import { et } from './locale-et.ts';

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
