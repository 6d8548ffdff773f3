// One share card: the picture a shared link of a concert page shows, 1200×630 as social networks
// want it, in the site's type and colours. Laid out here as an SVG whose letters are outlines (so
// that no font need be installed to draw it), which sharp turns into a PNG.
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, toCardColours, type CardText } from './make-cards.ts';
import { loadFaces, toPathData, wrapText, type Faces } from './fonts.ts';

type CardKit = { faces: Faces; colours: ReturnType<typeof toCardColours> };

// Each card is drawn once: libvips' cache of recent operations would only hold finished cards
// (20 MB more at the build's peak at 1,000 concerts, bench/README.md).
sharp.cache(false);

/** Font sizes: the site's name above the heading, the dates and places below it. */
const SITE_SIZE = 30;
const DATE_SIZE = 32;
/** Heading sizes tried in turn until the heading fits; the last one ends in an ellipsis if it must. */
const HEADING_SIZES = [80, 68, 56] as const;
const LEFT = 96;
const TEXT_WIDTH = CARD_WIDTH - LEFT - 80;
const BAR_WIDTH = 24;
const SITE_BASELINE = 104;
const DATE_LINE = 46;
const DATES_SHOWN = 3;
const LAST_BASELINE = CARD_HEIGHT - 72;

/** Draws cards with the fonts and colours (from `css`, the site's stylesheet) loaded once a build. */
export async function createCardDrawer(css: string): Promise<(text: CardText) => Promise<Buffer>> {
  const kit = { faces: await loadFaces(), colours: toCardColours(css) };
  // A PNG: flat colours and letters compress well, and PNG keeps the letters' edges sharp.
  return (text) => sharp(Buffer.from(toCardSvg(kit, text))).removeAlpha().png().toBuffer();
}

function toCardSvg({ faces, colours }: CardKit, text: CardText): string {
  const lines = [{ colour: colours.accent, path: toPathData(faces.sans, text.siteName, SITE_SIZE, LEFT, SITE_BASELINE) }];

  const dates = toDateLines(text.dates);
  const firstDateBaseline = LAST_BASELINE - (dates.length - 1) * DATE_LINE;
  dates.forEach((line, index) => {
    const fitted = wrapText(faces.sans, line, DATE_SIZE, TEXT_WIDTH, 1)?.[0] ?? line;
    lines.push({ colour: colours.inkSoft, path: toPathData(faces.sans, fitted, DATE_SIZE, LEFT, firstDateBaseline + index * DATE_LINE) });
  });

  const headingTop = SITE_BASELINE + 48;
  const headingBottom = firstDateBaseline - DATE_SIZE - 40;
  const heading = toHeadingLines(faces, text.heading, headingBottom - headingTop);
  heading.lines.forEach((line, index) => {
    const baseline = headingTop + Math.round(heading.size * (0.95 + index * 1.12));
    lines.push({ colour: colours.ink, path: toPathData(faces.serif, line, heading.size, LEFT, baseline) });
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colours.background}"/>`,
    `<rect width="${BAR_WIDTH}" height="${CARD_HEIGHT}" fill="${colours.accent}"/>`,
    ...lines.filter((line) => line.path !== '').map((line) => `<path fill="${line.colour}" d="${line.path}"/>`),
    '</svg>',
  ].join('');
}

/** More dates than fit are summed up in the last line. */
function toDateLines(dates: string[]): string[] {
  if (dates.length <= DATES_SHOWN) return dates;
  return [...dates.slice(0, DATES_SHOWN - 1), `ja veel ${dates.length - DATES_SHOWN + 1} kuupäeva`];
}

/** The largest size at which the heading fits its room whole; at the smallest, what fits. */
function toHeadingLines(faces: Faces, heading: string, room: number): { size: number; lines: string[] } {
  const maxLinesAt = (size: number) => Math.max(1, Math.floor(room / (size * 1.12)));
  for (const size of HEADING_SIZES) {
    const whole = wrapText(faces.serif, heading, size, TEXT_WIDTH, Number.MAX_SAFE_INTEGER);
    if (whole && whole.length <= maxLinesAt(size)) return { size, lines: whole };
  }
  const size = HEADING_SIZES[HEADING_SIZES.length - 1] as number;
  return { size, lines: wrapText(faces.serif, heading, size, TEXT_WIDTH, maxLinesAt(size)) ?? [heading] };
}
