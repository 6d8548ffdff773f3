// src/admin/client/preview/editor-lines.ts: the build's problems as the editor shows them, under the
// field's Estonian label, without the file's path, the key or the build's notation; and
// src/admin/client/preview/save-refusal.ts, how a save is refused with them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toEditorLine, toFieldLabel } from '../src/admin/client/preview/editor-lines.ts';
import { checkEntry } from '../src/admin/client/preview/check-entry.ts';
import { CHECK_BUG, refuseIfAny, SaveRefusal } from '../src/admin/client/preview/save-refusal.ts';

const labels = suite('toFieldLabel');

labels('should name a field by its label, and a list item by its number', () => {
  assert.is(toFieldLabel('time'), 'Kellaaeg');
  assert.is(toFieldLabel('tickets.price'), 'Piletid → Hind alates (€)');
  assert.is(toFieldLabel('featured[2].concert'), 'Esiletõstetud kontserdid nr 2 → Kontsert');
  assert.is(toFieldLabel('featured[1].image.src'), 'Esiletõstetud kontserdid nr 1 → Plakat → Pilt');
  assert.is(toFieldLabel('lines[3]'), 'Esinejad nr 3');
});

labels('should keep a key the schema does not know as it was written', () => {
  assert.is(toFieldLabel('scheduleLines[1].composr'), 'Kava nr 1 → composr');
});

labels.run();

const lines = suite('toEditorLine');

const CONCERT = 'content/concerts/2025-2026/2027-09-18-tallinna-mustpeade-maja.md';

/** A concert file as the editor would save it, with `fields` changed. */
function concertWith(fields: string): string {
  return `---\ndate: "18.09.2027"\ntime: "19:00"\nplace: "Tallinna Mustpeade maja"\n${fields}---\n`;
}

function editorLines(text: string): string[] {
  return checkEntry({ path: CONCERT, text }).map(toEditorLine);
}

lines('should say what the build says, under the label, with no path, key, bracket or English', () => {
  const shown = [
    ...editorLines(concertWith('tickets:\n  price: -5\n').replace('18.09.2027', '31.02.2027')),
    ...editorLines(concertWith('lines:\n  - "Kvartett"\n  - ">"\n')),
  ];
  assert.equal(shown, [
    'Kuupäev: "31.02.2027" ei ole päris kuupäev; kirjuta olemasolev kuupäev kujul pp.kk.aaaa, näiteks "28.02.2027".',
    'Piletid → Hind alates (€): -5 on alla nulli; kirjuta madalaim täishind eurodes, näiteks 12, või 0, kui sissepääs on tasuta.',
    'Esinejad nr 2: on ainult taande märk ">"; kirjuta esineja selle järele.',
  ]);
  for (const line of shown) {
    assert.not.match(line, /content\/|\[|\]|Error|dd\.MM|yyyy|HH:mm|in quotes|\b(is|not|write|must)\b/, line);
  }
});

lines('should start a problem with the whole file with a capital', () => {
  assert.is(toEditorLine({ file: CONCERT, message: 'fail on tühi; see peab algama väljadega kahe "---" rea vahel.' }), 'Fail on tühi; see peab algama väljadega kahe "---" rea vahel.');
});

lines.run();

const refusals = suite('refuseIfAny');

refusals('should refuse with the lines alone, as the toast shows them, and not at all when there are none', async () => {
  await refuseIfAny(async () => []);
  const refusal = await refuseIfAny(async () => ['Kuupäev: "31.02.2027" ei ole päris kuupäev.']).then(() => undefined, (error: unknown) => error);
  assert.instance(refusal, SaveRefusal);
  assert.is(String(refusal), 'Kuupäev: "31.02.2027" ei ole päris kuupäev.');
});

refusals('should refuse on a bug of the check itself, in Estonian first, and log it for a developer', async () => {
  const logged: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => logged.push(...args);
  try {
    const bug = new TypeError("Cannot read properties of undefined (reading 'get')");
    const refusal = await refuseIfAny(() => Promise.reject(bug)).then(() => undefined, (error: unknown) => error);
    assert.equal(String(refusal).split('\n'), [CHECK_BUG, "Internal error: TypeError: Cannot read properties of undefined (reading 'get')"]);
    assert.equal(logged, [bug]);
  } finally {
    console.error = log;
  }
});

refusals.run();
