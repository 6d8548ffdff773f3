// Our line folding (src/calendar/fold.ts) must fold exactly as ical-generator's own foldLines, which
// the calendars used before: a subscribed calendar sees the same bytes.
import { foldLines as icalFoldLines } from 'ical-generator';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { foldLines } from '../src/calendar/fold.ts';

const fold = suite('foldLines');

const LINES = [
  '',
  'BEGIN:VCALENDAR',
  `SUMMARY:${'a'.repeat(74)}`,
  `SUMMARY:${'a'.repeat(66)}`,
  `SUMMARY:${'a'.repeat(67)}`,
  `DESCRIPTION:${'Tüüri kvartett ja Järvi, Dvořák; õhtu šokolaadi ja žüriiga. '.repeat(6)}`,
  `X-WR-CALNAME:${'õ'.repeat(80)}`,
  `LOCATION:${'🎻 viiul '.repeat(20)}`,
  // Surrogates that do not pair: each becomes U+FFFD's three octets in UTF-8.
  `SUMMARY:${'\ud834'.repeat(30)}x${'\udd1e'.repeat(30)}`,
  `SUMMARY:${'b'.repeat(73)}\ud834`,
  `SUMMARY:${'c'.repeat(72)}€€€`,
];

fold('should fold every line as ical-generator does, octet for octet', () => {
  for (const line of LINES) assert.is(foldLines(line), icalFoldLines(line), JSON.stringify(line));
  const calendar = LINES.join('\r\n');
  assert.is(foldLines(calendar), icalFoldLines(calendar));
});

fold('should fold long lines at most 75 octets a line', () => {
  const folded = foldLines(`DESCRIPTION:${'Pärt ja Tüür '.repeat(40)}`).split('\r\n');
  assert.ok(folded.length > 1);
  for (const line of folded) assert.ok(Buffer.byteLength(line) <= 75, line);
  assert.ok(folded.slice(1).every((line) => line.startsWith(' ')));
});

fold.run();
