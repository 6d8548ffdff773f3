// The one inline script of the site's pages: what the visitor's day decides, decided before the
// first paint. The deferred client script ran after it, and every group, note or featured item it
// showed or hid moved the page under the visitor's eyes (Lighthouse's layout shift, issue 33).
//
// It is written out here, small and by hand, because the Content-Security-Policy allows it by the
// hash of its exact text (src/lib/security-policy.ts; test/visit-time-script.test.ts holds the two
// together). It knows no rule of its own: the build gives each thing a range of days
// (src/components/day-range.ts, from src/shared/calendar-rules.ts) and the script applies
// isShownOn() with the Tallinn day of the visit. It is placed right after what it decides (the
// list, the featured concerts, a concert), so that the browser has not painted that part yet.
//
// It also gives the featured image it leaves shown the eager, high-priority load, and the hidden
// ones lazy: the largest picture a visitor sees loads first, whichever the day chose.
//
// A browser paints what it has when the page arrives in pieces over the network, which may be half
// a list: so the parts the step decides are marked `data-day-pending` and kept invisible where
// scripting is on (src/styles/site.css) until the step has run, and the step ends by unmarking
// them, whatever happened. (The client script unmarks them too, should the step not run at all.)
//
// Where Intl cannot give the Tallinn day (an old browser), it decides nothing: the build's split stands.

export const VISIT_TIME_SCRIPT = [
  '(function(){try{',
  "var t=new Date().toLocaleDateString('sv-SE',{timeZone:'Europe/Tallinn'});",
  'if(!/^\\d{4}-\\d\\d-\\d\\d$/.test(t))return;',
  "document.querySelectorAll('[data-until],[data-after]').forEach(function(e){",
  "var u=e.getAttribute('data-until'),a=e.getAttribute('data-after');",
  'e.hidden=!((u===null||t<=u)&&(a===null||t>a))});',
  "document.querySelectorAll('[data-featured] img').forEach(function(i){",
  "var s=!i.closest('[hidden]');",
  "i.loading=s?'eager':'lazy';i.fetchPriority=s?'high':'auto'})",
  "}finally{document.querySelectorAll('[data-day-pending]').forEach(function(e){e.removeAttribute('data-day-pending')})}",
  '})()',
].join('');
