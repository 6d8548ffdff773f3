// The one inline script of the site's pages: what the visitor's day decides, decided before the
// first paint (done by the deferred client script, it moved the page: issue 33). It applies each
// element's range of days (toDayAttributes, src/components/VisitTimeStep.tsx; the rule is
// src/shared/calendar-rules.ts isShownOn) with the Tallinn day of the visit, and gives the featured
// image it leaves shown the eager load. Where Intl cannot give that day, the build's split stands.
// A page arriving in pieces may be painted half-way, so what the step decides is marked
// `data-day-pending` and kept invisible (src/styles/site.css) until the step unmarks it, whatever happens.
//
// Keep it small and written by hand: the Content-Security-Policy allows it by the hash of its exact
// text (src/lib/security-policy.ts; test/visit-time-script.test.ts holds the two together).

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
