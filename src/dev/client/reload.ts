// On pages the dev server serves (never in a build): acts on the events of src/dev/site-state.ts.
import { hideOverlay, showOverlay } from './overlay.ts';

const script = document.currentScript;
let build = script instanceof HTMLScriptElement ? (script.dataset.build ?? '') : '';
// The editor at /admin/ holds a form being filled in: a good rebuild takes the problem away instead of reloading it.
const problemsOnly = script instanceof HTMLScriptElement && script.dataset.mode === 'problems';
const events = new EventSource('/__dev/events');

events.addEventListener('ready', (event) => {
  // Sent on every (re)connection: a page from an older build, or from before a restart of the
  // server, missed a reload while it was not listening.
  if (readData<{ build: string }>(event).build !== build && !problemsOnly) location.reload();
});
events.addEventListener('reload', () => (problemsOnly ? hideOverlay() : location.reload()));
events.addEventListener('css', (event) => {
  const data = readData<{ build: string; previous: string; href: string }>(event);
  swapStylesheet(data.previous, data.href);
  build = data.build;
});
events.addEventListener('problem', (event) => showOverlay(readData<{ message: string }>(event).message, { banner: problemsOnly }));

function readData<T>(event: Event): T {
  return JSON.parse((event as MessageEvent<string>).data) as T;
}

function swapStylesheet(previous: string, href: string): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.getAttribute('href') !== previous) continue;
    const next = link.cloneNode() as HTMLLinkElement;
    next.href = href;
    // The old stylesheet stays until the new one has loaded, so the page never shows unstyled.
    next.addEventListener('load', () => link.remove(), { once: true });
    link.after(next);
  }
}
