// The whole client: small enhancements on top of pages that already work without it. What the
// visitor's day shows or hides is decided before the first paint by the page's inline step
// (src/render/visit-time-script.ts), not here: done after it, it moved the page.
import { updateBackLink } from './back-link.ts';
import { setUpDrawer } from './drawer.ts';
import { setUpDropdowns } from './dropdown.ts';
import { setUpSearchLoader } from './search-loader.ts';
import { toTallinnDay } from './tallinn-day.ts';
import { showYear } from './year.ts';

document.documentElement.classList.add('js');
// The inline step shows these itself; should it not have run (a policy that refused it), the build's
// split is shown rather than nothing.
document.querySelectorAll('[data-day-pending]').forEach((part) => part.removeAttribute('data-day-pending'));
const today = toTallinnDay(new Date());
updateBackLink(today.day);
showYear(today.year);
setUpDrawer();
setUpDropdowns();
setUpSearchLoader();
