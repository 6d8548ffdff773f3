// The whole client: small enhancements on top of pages that already work without it. What the
// visitor's day shows or hides is decided before the first paint by the page's inline step
// (src/render/visit-time-script.ts), not here: done after it, it moved the page.
import { updateBackLink } from './back-link.ts';
import { setUpDrawer } from './drawer.ts';
import { setUpDropdown } from './dropdown.ts';
import { setUpSearchLoader } from './search-loader.ts';

document.documentElement.classList.add('js');
// The inline step shows these itself; should it not have run (a policy that refused it), the build's
// split is shown rather than nothing.
document.querySelectorAll('[data-day-pending]').forEach((part) => part.removeAttribute('data-day-pending'));
// The Tallinn day as the inline step reads it; where Intl cannot give it, the build's stands.
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Tallinn' });
if (/^\d{4}-\d\d-\d\d$/.test(today)) {
  updateBackLink(today);
  // The copyright line shows the year of the visit, even on a site built in an earlier year.
  document.querySelectorAll('.copyright-year').forEach((year) => (year.textContent = today.slice(0, 4)));
}
setUpDrawer();
setUpDropdown();
setUpSearchLoader();
