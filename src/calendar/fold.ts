// RFC 5545 line folding (at most 75 octets a line), octet for octet as ical-generator's foldLines
// (test/ics-fold.test.ts), whose TextEncoder for every character cost 75 ms of a dev rebuild at 1,000
// concerts (bench/README.md). Only a line too long is counted, and in slices, not character by character.

const MAX_OCTETS = 74;

export function foldLines(text: string): string {
  return text.split('\r\n').map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  // No character takes more than three octets per UTF-16 unit, so a short line never folds.
  if (line.length * 3 <= MAX_OCTETS) return line;
  const octetsInAll = Buffer.byteLength(line, 'utf8');
  if (octetsInAll <= MAX_OCTETS) return line;
  // Only ASCII has as many octets as units: every part but the last holds MAX_OCTETS characters.
  if (octetsInAll === line.length) {
    const parts: string[] = [];
    for (let at = 0; at < line.length; at += MAX_OCTETS) parts.push(line.slice(at, at + MAX_OCTETS));
    return parts.join('\r\n ');
  }
  let folded = '';
  let partStart = 0;
  let octets = 0;
  for (let index = 0; index < line.length; index++) {
    const code = line.charCodeAt(index);
    // A high surrogate takes the next unit with it, whatever that is, as ical-generator does.
    const units = code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    // What TextEncoder makes of it: a lone surrogate becomes U+FFFD, three octets.
    const size = units === 2 ? Buffer.byteLength(line.slice(index, index + 2), 'utf8') : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    octets += size;
    if (octets > MAX_OCTETS) {
      folded += `${line.slice(partStart, index)}\r\n `;
      partStart = index;
      octets = size;
    }
    index += units - 1;
  }
  return folded + line.slice(partStart);
}

