// Synthetic concerts in the contract's format, the same files for the same count and seed.

const PLACES = [
  'Tallinna Mustpeade maja',
  'Tartu Jaani kirik',
  'Haapsalu piiskopilinnus',
  'Narva-Jõesuu kuursaal',
  'Pärnu Eliisabeti kirik',
  'Viljandi pärimusmuusika ait',
  'Kuressaare linnus',
  'Rakvere teater',
];
const COMPOSERS = ['J. S. Bach', 'Arvo Pärt', 'Heino Eller', 'Eduard Tubin', 'Erkki-Sven Tüür', 'W. A. Mozart', 'Veljo Tormis', 'F. Schubert'];
const PIECES = [
  'Brandenburgi kontsert nr 3 G-duur, BWV 1048',
  'Fratres viiulile ja klaverile',
  'Kodumaine viis',
  'Süit eesti tantsudest',
  'Keelpillikvartett nr 2',
  'Sonaat tšellole ja klaverile',
  'Kolm pala keelpillidele',
  'Serenaad G-duur',
];
const WORDS = ['Kevad', 'Sügis', 'Öö', 'Valgus', 'Pärand', 'Meri', 'Hääled', 'Kohtumine', 'Tants', 'Mälestus', 'Õhtu', 'Jõgi'];
const PERFORMERS = ['Kadri Tamm (viiul)', 'Martin Kask (tšello)', 'Liis Õunapuu (klaver)', 'Tallinna Kammerorkester', 'Jüri Mägi (flööt)'];

/** mulberry32: a tiny seeded generator, so that every benchmark run builds the same site. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` concert files (file name → text), about a fifth of them placeholders, spread over 2000–2039. */
export function generateConcerts(count: number, seed = 1): Map<string, string> {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const files = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    const year = 2000 + Math.floor(random() * 40);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    // Hours 11–21 never fall in the hour Tallinn skips in spring.
    const time = `${pad(11 + Math.floor(random() * 11))}:${random() < 0.5 ? '00' : '30'}`;
    const date = `${pad(day)}.${pad(month)}.${year}`;
    const name = `${year}-${pad(month)}-${pad(day)}-kontsert-${index}.md`;
    const lines = ['---', `date: "${date}"`, `time: "${time}"`, `place: "${pick(PLACES)}"`];
    if (random() >= 0.2) lines.push(...toDetails(random, pick));
    lines.push('---', '');
    files.set(name, lines.join('\n'));
  }
  return files;
}

function toDetails(random: () => number, pick: <T>(list: readonly T[]) => T): string[] {
  const lines: string[] = [];
  if (random() < 0.3) lines.push('concertPrefix:', '  - "Kontserdisari"');
  lines.push('concertHeading:', `  - "${pick(WORDS)} ja ${pick(WORDS).toLowerCase()}"`);
  if (random() < 0.5) lines.push('concertNotes:', '  - "Kontsert kestab umbes poolteist tundi, vaheajaga."');
  lines.push('lines:', `  - "${pick(PERFORMERS)}"`, `  - "${pick(PERFORMERS)}"`);
  if (random() < 0.4) lines.push(`  - "> kontsertmeister ${pick(PERFORMERS).replace(/ \(.*\)$/, '')}"`);
  lines.push('scheduleLines:');
  const pieces = 1 + Math.floor(random() * 4);
  for (let piece = 0; piece < pieces; piece++) {
    lines.push(`  - composer: "${pick(COMPOSERS)}"`, `    piece: "${pick(PIECES)}"`);
  }
  lines.push('notes:', '  - "Piletid 15 € / sooduspilet 10 €."');
  if (random() < 0.5) lines.push('  - "https://www.piletilevi.ee/"');
  return lines;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
