// The whole client: small enhancements on top of pages that already work without it.
import { updateBackLink } from './back-link.ts';
import { setUpDrawer } from './drawer.ts';
import { setUpDropdowns } from './dropdown.ts';
import { showFeatured } from './featured.ts';
import { setUpSearchLoader } from './search-loader.ts';
import { splitConcertList } from './split.ts';
import { removePastOffers } from './past-offers.ts';
import { toTallinnDay } from './tallinn-day.ts';
import { showYear } from './year.ts';

document.documentElement.classList.add('js');
const today = toTallinnDay(new Date());
splitConcertList(today.day);
removePastOffers(today.day);
showFeatured(today.day);
updateBackLink(today.day);
showYear(today.year);
setUpDrawer();
setUpDropdowns();
setUpSearchLoader();
