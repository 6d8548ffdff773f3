import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFrontMatter } from '../src/content/frontmatter.ts';

const FILE = 'content/concerts/kontsert.md';

/** The YAML slips a maintainer makes, and what the one line about each must name and say. */
const SLIPS: { name: string; yaml: string; field: string; line: number; says: string }[] = [
  { name: 'a colon in text without quotes', yaml: 'place: Tallinn: Mustpeade maja', field: 'place', line: 2, says: 'sisaldab jutumärkideta tekstis märke ": "' },
  { name: 'a field without its colon', yaml: 'place "Tartu"\ntime: "19:00"', field: 'place', line: 2, says: 'nime järel pole koolonit' },
  { name: 'text after the closing quote', yaml: 'place: "Tartu" Jaani kirik', field: 'place', line: 2, says: 'on pärast lõpetavat jutumärki veel teksti' },
  { name: 'a field indented by mistake', yaml: 'date: "10.05.2025"\n time: "19:00"', field: 'time', line: 3, says: 'on taandatud; alusta välja rea algusest' },
  { name: 'a field indented with a tab', yaml: 'date: "10.05.2025"\n\ttime: "19:00"', field: 'time', line: 3, says: 'on taandatud tabulaatoriga' },
  { name: 'list items indented unlike', yaml: 'lines:\n  - "a"\n - "b"', field: 'lines', line: 4, says: 'on taandatud teisiti kui loendi read selle kohal' },
  { name: 'a list bracket never closed', yaml: 'lines: ["a", "b"\ntime: "19:00"', field: 'lines', line: 2, says: 'real 2 märgiga [ alanud loend jääb sulgemata' },
  { name: 'a quote never closed', yaml: 'place: "Tartu\ntime: "19:00"', field: 'place', line: 2, says: 'real 2 avatud jutumärk " jääb sulgemata' },
  { name: 'text starting with @', yaml: 'place: @Tartu', field: 'place', line: 2, says: 'tekst ei tohi alata märgiga @' },
  { name: 'a list indented with non-breaking spaces', yaml: 'lines:\n\u00a0\u00a0- "a"', field: 'lines', line: 3, says: 'on katkematu tühik' },
  { name: 'a backslash in double quotes', yaml: 'place: "Saal \\q"', field: 'place', line: 2, says: 'kaldkriipsu' },
];

const describeYamlErrorSuite = suite('describeYamlError');

for (const { name, yaml, field, line, says } of SLIPS) {
  describeYamlErrorSuite(`should name ${field} on line ${line} for ${name}`, () => {
    const result = readFrontMatter(FILE, `---\n${yaml}\n---\n`);
    assert.ok(!result.ok, 'the front-matter was accepted');
    assert.is(result.problem.field, field, result.problem.message);
    assert.is(result.problem.line, line, result.problem.message);
    assert.match(result.problem.message, says);
  });
}

describeYamlErrorSuite('should not take a text that goes on over two lines for a quote never closed', () => {
  const result = readFrontMatter(FILE, '---\nconcertNotes:\n  - "Pikk tekst,\n    mis jätkub."\nplace: "a"\nplace: "b"\n---\n');
  assert.ok(!result.ok);
  assert.is(result.problem.field, 'place');
  assert.match(result.problem.message, 'on kirjutatud kaks korda');
});

const readFrontMatterSuite = suite('readFrontMatter: the file as a whole');

readFrontMatterSuite('should say that a Notepad "Unicode" file is UTF-16 (corpus: UTF-16 fail)', () => {
  const text = Buffer.from('\ufeff---\ndate: "10.05.2025"\n---\n', 'utf16le').toString('utf8');
  const result = readFrontMatter(FILE, text);
  assert.ok(!result.ok);
  assert.match(result.problem.message, 'on salvestatud UTF-16 kodeeringus („Unicode”); salvesta see uuesti UTF-8 kodeeringus');
});

readFrontMatterSuite('should say to delete empty lines before the opening --- (corpus: tühi rida enne avajoont)', () => {
  const result = readFrontMatter(FILE, '\n\n---\ndate: "10.05.2025"\n---\n');
  assert.ok(!result.ok);
  assert.match(result.problem.message, 'enne esimest "---" rida on tühjad read');
});

describeYamlErrorSuite.run();
readFrontMatterSuite.run();
