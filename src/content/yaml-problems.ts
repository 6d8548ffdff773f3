// A YAML syntax error as a maintainer can act on it: the field it belongs to, the line to look at,
// and what to write, rather than the parser's own words about where it gave up.
import type { Problem } from '../errors.ts';

type YamlProblemAt = Omit<Problem, 'file'>;

const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*)[ \t]*:/;
/** A line whose value opens a quote that the line does not close: `place: "Tallinn` or `  - 'Tartu`. */
const OPEN_QUOTE = /^[ \t]*(?:-[ \t]+)?(?:[\w-]+[ \t]*:[ \t]*)?(?:"(?:[^"\\]|\\.)*|'(?:[^']|'')*)$/;

/** The top-level field whose value holds a line (1-based). */
export function toFieldAt(text: string, line: number): string | undefined {
  const owner = text.split('\n').slice(0, line).reverse().find((candidate) => /^[^\s#]/.test(candidate));
  return owner === undefined ? undefined : TOP_LEVEL_KEY.exec(owner)?.[1];
}

/** From js-yaml's reason and position (1-based). */
export function describeYamlError(text: string, reason: string, line: number, column: number): YamlProblemAt {
  const lines = text.split('\n');
  const at = { text, lines, reason, line, column, source: lines[line - 1] ?? '' };
  for (const rule of RULES) {
    const found = rule(at);
    if (found) return found;
  }
  // The parser's own reason is English and says where it gave up, not what to write: the line and column say where.
  return { line, column, field: toFieldAt(text, line), message: `ei ole korrektne YAML; vaata rida ${line} üle ja kirjuta iga väli kujul nimi: "väärtus".` };
}

/** `source`: the line js-yaml stopped at. */
type ErrorAt = { text: string; lines: string[]; reason: string; line: number; column: number; source: string };

type Rule = (at: ErrorAt) => YamlProblemAt | undefined;

/** What a top-level or list line holds after `name:` or `- `, and where that starts (0-based). */
const VALUE = /^([ \t]*(?:-[ \t]+)?(?:[\w-]+[ \t]*:[ \t]+)?)(.*)$/;

const RULES: Rule[] = [
  // Reasons that say exactly what is wrong, wherever it is.
  ({ text, reason, line, column }) => {
    const field = toFieldAt(text, line);
    if (reason.startsWith('duplicated mapping key')) return { line, column, field, message: field ? 'on kirjutatud kaks korda; jäta alles üks.' : 'sama väli on kirjutatud kaks korda; jäta alles üks.' };
    if (reason.startsWith('unknown escape sequence')) {
      return { line, column, field, message: 'sisaldab jutumärkide vahel kaldkriipsu \\, mis seal pole lubatud; kirjuta kaldkriipsu asemel \\\\ või kasuta ülakomasid.' };
    }
    if (!reason.startsWith('unknown tag')) return undefined;
    const tag = (/^unknown tag !<(.*)>/.exec(reason)?.[1] ?? '').replace(/^tag:yaml\.org,2002:/, '!!');
    return { line, column, field, message: `kasutab YAML-i silti, mis pole lubatud (${tag}); kirjuta ainult teksti, loendeid ja välju.` };
  },
  // Text pasted from a word processor brings non-breaking spaces, which YAML does not count as spaces.
  ({ text, lines, line, column }) => {
    const index = [line - 1, line - 2].find((candidate) => /\u00a0/.test((lines[candidate] ?? '').replace(/"(?:[^"\\]|\\.)*"/g, '')));
    if (index === undefined || index < 0) return undefined;
    return {
      line: index + 1,
      column: index === line - 1 ? column : undefined,
      field: toFieldAt(text, index + 1),
      message: `ei ole korrektne YAML: real ${index + 1} on katkematu tühik (kopeeritud tekstitöötlusest?), kus YAML vajab tavalist tühikut; kirjuta need tühikud uuesti.`,
    };
  },
  // A quote left open swallows the lines after it, and js-yaml stops somewhere further down.
  ({ text, lines, line }) => {
    for (let index = Math.min(line, lines.length) - 1; index >= 0; index--) {
      if (!OPEN_QUOTE.test(lines[index] ?? '')) continue;
      const quote = /["']/.exec(lines[index] ?? '')?.[0] ?? '"';
      if (isClosedOnALaterLine(lines, index, quote)) continue;
      return { line: index + 1, field: toFieldAt(text, index + 1), message: `ei ole korrektne YAML: real ${index + 1} avatud jutumärk ${quote} jääb sulgemata; lõpeta tekst märgiga ${quote}.` };
    }
    return undefined;
  },
  // So does a list in brackets that is never closed: `lines: ["a", "b"`.
  ({ text, lines, line, reason }) => {
    if (!reason.includes('flow collection')) return undefined;
    for (let index = Math.min(line, lines.length) - 1; index >= 0; index--) {
      const bare = (lines[index] ?? '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '');
      const open = bare.split('[').length - bare.split(']').length;
      if (open <= 0) continue;
      return { line: index + 1, field: toFieldAt(text, index + 1), message: `ei ole korrektne YAML: real ${index + 1} märgiga [ alanud loend jääb sulgemata; lõpeta see märgiga ].` };
    }
    return undefined;
  },
  // `\ttime: "19:00"` and ` place: "x"` belong to the field they name, not to the one above them.
  ({ reason, line, column, source }) => {
    const key = /^[ \t]+([A-Za-z_][\w-]*)[ \t]*:/.exec(source)?.[1];
    if (reason.includes('tab characters') && key) {
      return { line, column, field: key, message: 'on taandatud tabulaatoriga; alusta rida välja nimega või taanda tühikutega.' };
    }
    if (reason.startsWith('bad indentation of a mapping entry') && key && column <= source.search(/\S/) + 1) {
      return { line, column, field: key, message: 'on taandatud; alusta välja rea algusest või taanda see nagu kõrvalolevad väljad.' };
    }
    return undefined;
  },
  // Mistakes inside a value on one line, which js-yaml reports as bad indentation.
  ({ text, reason, line, column, source }) => {
    if (!reason.startsWith('bad indentation')) return undefined;
    const field = toFieldAt(text, line);
    const [, lead = '', value = ''] = VALUE.exec(source) ?? [];
    if (column <= lead.length + 1 && /^\s*-/.test(source)) {
      return { line, column, field, message: `ei ole korrektne YAML: rida ${line} on taandatud teisiti kui loendi read selle kohal; alusta loendi iga "- " samast kohast.` };
    }
    if (/^["']/.test(value)) {
      return { line, column, field, message: `ei ole korrektne YAML: real ${line} on pärast lõpetavat jutumärki veel teksti; pane kogu tekst jutumärkide vahele.` };
    }
    if (/^[@`]/.test(value)) {
      return { line, column, field, message: `ei ole korrektne YAML: tekst ei tohi alata märgiga ${value[0]}; pane see jutumärkidesse, näiteks "${value.replace(/"/g, '')}".` };
    }
    if (/:\s/.test(value)) {
      return { line, column, field, message: `sisaldab jutumärkideta tekstis märke ": "; pane tekst jutumärkidesse, näiteks "${value.replace(/"/g, '')}".` };
    }
    return undefined;
  },
  // `place "x"`: a field without its colon, which js-yaml only notices on the line after.
  ({ lines, line, column, reason }) => {
    const missingColon = ['multiline key', 'can not read a block mapping entry', 'end of the stream or a document separator is expected'];
    if (!missingColon.some((part) => reason.includes(part))) return undefined;
    for (let index = line - 2; index >= 0; index--) {
      const candidate = lines[index] ?? '';
      if (candidate.trim() === '' || candidate.trim().startsWith('#')) continue;
      if (candidate.includes(':')) break;
      const field = /^[ \t]*([A-Za-z_][\w-]*)/.exec(candidate)?.[1];
      return { line: index + 1, field, message: 'nime järel pole koolonit; kirjuta see kujul nimi: "väärtus".' };
    }
    return { line, column, message: `ei ole korrektne YAML: rida ${line} ei ole kujul nimi: "väärtus"; kirjuta iga väli nii.` };
  },
];

/**
 * A quoted text may go on over several lines. It is closed if its closing quote ends a line (or is
 * followed only by the end of a [list]); a "closing" quote followed by more text is the opening quote
 * of the next value, taken wrongly as the end of a text left open.
 */
function isClosedOnALaterLine(lines: readonly string[], index: number, quote: string): boolean {
  const first = lines[index] ?? '';
  const rest = [first.slice(first.indexOf(quote) + 1), ...lines.slice(index + 1)].join('\n');
  const text = quote === '"' ? /^(?:[^"\\]|\\[\s\S])*"/.exec(rest) : /^(?:[^']|'')*'/.exec(rest);
  if (!text) return false;
  const after = rest.slice(text[0].length).split('\n')[0] ?? '';
  return /^[\s,\]}]*(#.*)?$/.test(after);
}
