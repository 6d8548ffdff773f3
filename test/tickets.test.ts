// Tickets and status on the pages (src/concerts/tickets.ts, src/components/TicketOffer.tsx, EntryMarks.tsx).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isGroupCancelled, toGroupTickets, toPriceText } from '../src/concerts/tickets.ts';
import { groupConcerts } from '../src/concerts/group.ts';
import { makeConcert } from './helpers/concerts.ts';
import { buildShipped, buildVariant, domOf, PROJECT_ROOT } from './helpers/site-build.ts';

const MEIE = 'content/concerts/2025-2026/2025-09-21-meie.md';
const TARTU = 'content/concerts/2025-2026/2025-09-20-meie-tartu.md';
const readShipped = (file: string) => readFile(path.join(PROJECT_ROOT, file), 'utf8');
const withField = (text: string, field: string) => text.replace(/\n---\s*$/, `\n${field}\n---\n`);
const textOfAll = (document: Document, selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent?.replace(/\s+/g, ' ').trim());

const rules = suite('toGroupTickets, isGroupCancelled, toPriceText');

rules('should read a price as a visitor does: "Tasuta" for 0, whole euros, and cents with a comma', () => {
  assert.is(toPriceText(0), 'Tasuta');
  assert.is(toPriceText(12), 'Pilet alates 12 €');
  assert.is(toPriceText(12.5), 'Pilet alates 12,50 €');
});

rules('should take the main entry\'s tickets, else a placeholder\'s, never a cancelled date\'s', () => {
  const url = 'https://www.piletilevi.ee/';
  const [withMain] = groupConcerts([makeConcert('20.09.2025 18:00'), makeConcert('21.09.2025 16:00', { heading: ['MEIE!'], tickets: { url, price: 20 } })]);
  assert.equal(withMain && toGroupTickets(withMain), { url, price: 20 });
  const [fromPlaceholder] = groupConcerts([makeConcert('20.09.2025 18:00', { tickets: { price: 5 } }), makeConcert('21.09.2025 16:00', { heading: ['MEIE!'] })]);
  assert.equal(fromPlaceholder && toGroupTickets(fromPlaceholder), { price: 5 });
  const [cancelled] = groupConcerts([makeConcert('21.09.2025 16:00', { heading: ['MEIE!'], tickets: { url }, status: 'cancelled' })]);
  assert.is(cancelled && toGroupTickets(cancelled), undefined);
  assert.ok(cancelled && isGroupCancelled(cancelled));
});

const pages = suite('tickets and status on the pages');

pages('should show "Osta pilet" and the price on an upcoming group\'s card and page, and neither on a past one', async () => {
  const result = await buildShipped(new Date('2025-06-01T12:00:00+03:00'));
  const upcoming = domOf(result, 'concerts/upcoming.html').querySelector('article[data-key-date="2025-09-21"]');
  const offer = upcoming?.querySelector('[data-tickets]');
  assert.ok(offer, 'no ticket offer on the upcoming card');
  const button = offer.querySelector('a');
  assert.is(button?.getAttribute('href'), 'https://www.piletilevi.ee/');
  assert.match(button?.textContent ?? '', 'Osta pilet');
  assert.is(button?.getAttribute('target'), '_blank');
  assert.is(button?.getAttribute('rel'), 'noopener noreferrer');
  assert.match(offer.textContent ?? '', 'Pilet alates 20 €');
  assert.match(domOf(result, 'concerts/2025-09-21-meie.html').querySelector('[data-tickets]')?.textContent ?? '', 'Osta pilet');
  // Haapsalu's free entry was in April: past on 1 June, so no offer, not even "Tasuta".
  const archive = domOf(result, 'concerts/archive.html');
  assert.is(archive.querySelector('[data-key-date="2025-04-26"] [data-tickets]'), null);
  assert.is(domOf(result, 'concerts/2025-04-26-haapsalu.html').querySelector('[data-tickets]'), null);
  const before = domOf(await buildShipped(new Date('2025-04-01T12:00:00+03:00')), 'concerts/2025-04-26-haapsalu.html');
  assert.match(before.querySelector('[data-tickets]')?.textContent ?? '', 'Tasuta');
});

pages('should mark a cancelled date in words on its list card and page, with no ticket offer', async () => {
  const meie = withField(await readShipped(MEIE), 'status: cancelled');
  const tartu = withField(await readShipped(TARTU), 'status: cancelled');
  const placeholder = withField(await readShipped('content/concerts/2025-2026/2025-09-19-meie-tallinn.md'), 'status: cancelled');
  const result = await buildVariant({ [MEIE]: meie, [TARTU]: tartu, 'content/concerts/2025-2026/2025-09-19-meie-tallinn.md': placeholder });
  for (const file of ['concerts/upcoming.html', 'concerts/2025-09-21-meie.html']) {
    const document = domOf(result, file);
    const group = document.querySelector('article[data-key-date="2025-09-21"]');
    assert.ok(group, `${file}: the cancelled concert stays listed`);
    assert.equal(textOfAll(group as unknown as Document, '.concert-status'), ['Kontsert jääb ära', 'Kontsert jääb ära', 'Kontsert jääb ära']);
    assert.is(group.querySelector('[data-tickets]'), null, `${file}: a ticket offer for a cancelled concert`);
  }
});

pages('should mark only the postponed date of a group when the status is on a placeholder', async () => {
  const result = await buildVariant({ [TARTU]: withField(await readShipped(TARTU), 'status: postponed') });
  const group = domOf(result, 'concerts/2025-09-21-meie.html').querySelector('article[data-key-date="2025-09-21"]');
  const dates = [...(group?.querySelectorAll('.concert-dates > li') ?? [])];
  assert.equal(dates.map((date) => date.querySelector('.concert-status')?.textContent ?? null), [null, 'Kontsert on edasi lükatud', null]);
  assert.ok(group?.querySelector('[data-tickets]'), 'the other dates still sell tickets');
});

rules.run();
pages.run();
