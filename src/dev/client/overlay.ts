// The error overlay: the build's own message, over the last good page, until the next good save
// reloads the page. Styled through the CSSOM, which the pages' Content-Security-Policy allows
// (it forbids style attributes and inline <style>, not element.style).

const OVERLAY_ID = 'dev-overlay';

export function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

/**
 * `banner`: on the editor at /admin/, a panel along the bottom that leaves the form usable and the
 * focus where it is, as the maintainer fixes the field there; elsewhere the message covers the page.
 */
export function showOverlay(message: string, { banner = false } = {}): void {
  hideOverlay();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', banner ? 'alert' : 'alertdialog');
  if (!banner) overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: banner ? 'auto 0 0 0' : '0',
    maxHeight: banner ? '45vh' : 'none',
    zIndex: '2147483647',
    overflow: 'auto',
    padding: '2rem 1rem',
    // Opaque as a banner: the editor's form must not show through its text.
    background: banner ? 'rgb(20, 24, 28)' : 'rgba(20, 24, 28, 0.97)',
    color: '#f4f6f7',
    font: '16px/1.5 system-ui, sans-serif',
  });

  const panel = document.createElement('div');
  Object.assign(panel.style, { maxWidth: '60rem', margin: '0 auto' });

  const title = Object.assign(document.createElement('h2'), { id: `${OVERLAY_ID}-title`, textContent: 'Lehte ei saanud uuesti ehitada' });
  Object.assign(title.style, { margin: '0 0 0.5rem', color: '#ff9b8f', fontSize: '1.5rem' });

  const hint = document.createElement('p');
  // A bug of the generator's own, marked by its "Internal error:" line (src/errors.ts), has nothing in the content to fix.
  hint.textContent = /^Internal error:/m.test(message)
    ? 'Sisus pole midagi parandada. Seni näitab server viimast töötavat versiooni.'
    : banner
      ? 'Paranda allpool nimetatud väli ja avalda uuesti. Seni näitab sait viimast töötavat versiooni.'
      : 'Paranda allpool nimetatud fail ja salvesta see: leht laadib end ise uuesti. Seni näitab server viimast töötavat versiooni.';
  // Set here, as the editor's own stylesheet colours paragraphs.
  Object.assign(hint.style, { margin: '0 0 1rem', color: '#f4f6f7' });

  const text = Object.assign(document.createElement('pre'), { textContent: message });
  Object.assign(text.style, {
    margin: '0 0 1rem',
    padding: '1rem',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    background: '#000',
    borderLeft: '4px solid #ff9b8f',
    font: '14px/1.5 ui-monospace, monospace',
  });

  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Sulge' });
  close.addEventListener('click', () => overlay.remove());
  overlay.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') overlay.remove();
  });

  panel.append(title, hint, text, close);
  overlay.append(panel);
  document.body.append(overlay);
  if (!banner) close.focus();
}
