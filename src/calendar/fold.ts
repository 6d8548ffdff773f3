// RFC 5545 line folding (lines of at most 75 octets, continued after CRLF and a space), character
// for character as ical-generator's own foldLines does it; test/ics-fold.test.ts holds them to the
// same output. Its foldLines makes a TextEncoder for every character, which at 1,000 concerts cost
// the build about 0.1 s for the calendars' heads alone (bench/README.md, issue 22): every line of
// every calendar is folded, so this counts octets by hand instead.

const MAX_OCTETS = 74;

export function foldLines(text: string): string {
  return text.split('\r\n').map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  // No character takes more than three octets per UTF-16 unit, so a short line never folds.
  if (line.length * 3 <= MAX_OCTETS) return line;
  let folded = '';
  let octets = 0;
  for (let index = 0; index < line.length; index++) {
    let character = line.charAt(index);
    const code = line.charCodeAt(index);
    // A high surrogate takes the next unit with it, whatever that is, as ical-generator does.
    if (code >= 0xd800 && code <= 0xdbff) character += line.charAt(++index);
    const size = toUtf8Octets(character, code);
    octets += size;
    if (octets > MAX_OCTETS) {
      folded += '\r\n ';
      octets = size;
    }
    folded += character;
  }
  return folded;
}

/** What TextEncoder would make of it: a lone surrogate becomes U+FFFD, three octets. */
function toUtf8Octets(character: string, code: number): number {
  if (character.length > 1) return Buffer.byteLength(character, 'utf8');
  return code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
}
