// The share cards' type: Source Serif 4 for headings (the site's serif headings) and Noto Sans for
// the rest (in the site's sans-serif stack), each at the few sizes a card sets it in. The letters of
// both, at those sizes, are drawn once into src/cards/letters.bin (make-letters.ts).

/** The site's name above the heading. */
export const SITE_SIZE = 30;
/** The dates and places below it. */
export const DATE_SIZE = 32;
/** Heading sizes tried in turn until the heading fits; the last one ends in an ellipsis if it must. */
export const HEADING_SIZES = [80, 68, 56] as const;

/** Installed from npm (Fontsource), so a card looks the same on every machine. */
export const FACES = {
  serif: { family: 'source-serif-4', weight: 600, sizes: [...HEADING_SIZES] },
  sans: { family: 'noto-sans', weight: 400, sizes: [SITE_SIZE, DATE_SIZE] },
} as const;

export type FaceName = keyof typeof FACES;
