// Runs in the browser, on pages the dev server serves (never in a build): reloads the page after a
// good rebuild, swaps the stylesheet in place when only it changed, and shows what is wrong when a
// rebuild fails. The events come over Server-Sent Events from the dev server.
import { hideOverlay, showOverlay } from './overlay.ts';

interface BuildData {
  build: string;
}

interface StylesheetData extends BuildData {
  previous: string;
  href: string;
}

interface ProblemData {
  message: string;
}

const script = document.currentScript;
let build = script instanceof HTMLScriptElement ? (script.dataset.build ?? '') : '';
// The editor at /admin/ holds a form being filled in: a good rebuild takes the problem away instead of reloading it.
const problemsOnly = script instanceof HTMLScriptElement && script.dataset.mode === 'problems';
const events = new EventSource('/__dev/events');

events.addEventListener('ready', (event) => {
  // Sent on every (re)connection: a page from an older build, or from before a restart of the
  // server, missed a reload while it was not listening.
  if (readData<BuildData>(event).build !== build && !problemsOnly) location.reload();
});
events.addEventListener('reload', () => (problemsOnly ? hideOverlay() : location.reload()));
events.addEventListener('css', (event) => {
  const data = readData<StylesheetData>(event);
  swapStylesheet(data.previous, data.href);
  build = data.build;
});
events.addEventListener('problem', (event) => showOverlay(readData<ProblemData>(event).message, { banner: problemsOnly }));

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
