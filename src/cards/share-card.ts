// One share card: the picture a shared link of a concert page shows, 1200×630 as social networks
// want it, in the site's type and colours.
import { CARD_HEIGHT, CARD_WIDTH, type CardText } from './card-text.ts';
import { toCardColours, type CardColours } from './colours.ts';
import { createCanvas, drawText, fillRect, INK_LEVELS, toInk, toPalette, wrapText, type Canvas, type Rgb } from './draw.ts';
import { loadLetters, type Faces } from './letters.ts';
import { encodePalettePng } from './png.ts';
import { DATE_SIZE, HEADING_SIZES, SITE_SIZE } from './type.ts';

/** Letters, colours and the empty card, made once a build and shared by its cards. */
export interface CardKit {
  faces: Faces;
  colours: CardColours;
  palette: Rgb[];
  blank: Canvas;
  /** The card being drawn, a copy of `blank` at first: a fresh 750 KB array a card cost more than drawing it, and memory until collected. */
  canvas: Canvas;
}

/** The inks of the palette, in toPalette's order. */
const INK = { ink: 0, inkSoft: 1, accent: 2 } as const;

const LEFT = 96;
const TEXT_WIDTH = CARD_WIDTH - LEFT - 80;
const BAR_WIDTH = 24;
const SITE_BASELINE = 104;
const DATE_LINE = 46;
const DATES_SHOWN = 3;
const LAST_BASELINE = CARD_HEIGHT - 72;

/** `css` is the site's stylesheet, whose colours the cards take. */
export function createCardKit(css: string): CardKit {
  const faces = loadLetters(INK_LEVELS);
  const colours = toCardColours(css);
  const palette = toPalette(colours.background, [colours.ink, colours.inkSoft, colours.accent]);
  const blank = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  fillRect(blank, 0, 0, BAR_WIDTH, CARD_HEIGHT, toInk(INK.accent));
  return { faces, colours, palette, blank, canvas: createCanvas(CARD_WIDTH, CARD_HEIGHT) };
}

/** The card as a PNG: flat colours and letters compress well, and PNG keeps the letters' edges sharp. */
export function renderShareCard(kit: CardKit, text: CardText): Buffer {
  const { canvas } = kit;
  canvas.pixels.set(kit.blank.pixels);
  drawCard(kit, canvas, text);
  return encodePalettePng(CARD_WIDTH, CARD_HEIGHT, canvas.pixels, kit.palette);
}

function drawCard({ faces }: CardKit, canvas: Canvas, text: CardText): void {
  drawText(canvas, faces.sans, text.siteName, SITE_SIZE, LEFT, SITE_BASELINE, INK.accent);

  const dates = toDateLines(text.dates);
  const firstDateBaseline = LAST_BASELINE - (dates.length - 1) * DATE_LINE;
  dates.forEach((line, index) => {
    const fitted = wrapText(faces.sans, line, DATE_SIZE, TEXT_WIDTH, 1)?.[0] ?? line;
    drawText(canvas, faces.sans, fitted, DATE_SIZE, LEFT, firstDateBaseline + index * DATE_LINE, INK.inkSoft);
  });

  const headingTop = SITE_BASELINE + 48;
  const headingBottom = firstDateBaseline - DATE_SIZE - 40;
  const heading = toHeadingLines(faces, text.heading, headingBottom - headingTop);
  heading.lines.forEach((line, index) => {
    const baseline = headingTop + Math.round(heading.size * (0.95 + index * 1.12));
    drawText(canvas, faces.serif, line, heading.size, LEFT, baseline, INK.ink);
  });
}

/** More dates than fit are summed up in the last line. */
function toDateLines(dates: string[]): string[] {
  if (dates.length <= DATES_SHOWN) return dates;
  return [...dates.slice(0, DATES_SHOWN - 1), `ja veel ${dates.length - DATES_SHOWN + 1} kuupäeva`];
}

/** The largest size at which the heading fits its room whole; at the smallest, what fits. */
function toHeadingLines(faces: Faces, heading: string, room: number): { size: number; lines: string[] } {
  const face = faces.serif;
  for (const size of HEADING_SIZES) {
    const maxLines = Math.max(1, Math.floor(room / (size * 1.12)));
    const whole = wrapText(face, heading, size, TEXT_WIDTH, Number.MAX_SAFE_INTEGER);
    if (whole && whole.length <= maxLines) return { size, lines: whole };
  }
  const size = HEADING_SIZES[HEADING_SIZES.length - 1] as number;
  const maxLines = Math.max(1, Math.floor(room / (size * 1.12)));
  return { size, lines: wrapText(face, heading, size, TEXT_WIDTH, maxLines) ?? [heading] };
}
