// The share cards' type: Source Serif 4 for headings (the site's serif headings) and Noto Sans for
// the rest (in the site's sans-serif stack), each at the few sizes a card sets it in.

/** The site's name above the heading. */
export const SITE_SIZE = 30;
/** The dates and places below it. */
export const DATE_SIZE = 32;
/** Heading sizes tried in turn until the heading fits; the last one ends in an ellipsis if it must. */
export const HEADING_SIZES = [80, 68, 56] as const;

/** Each face's files in src/cards/fonts/, in the order a letter is looked for in them. */
export const FACES = {
  serif: ['source-serif-4-latin-600-normal.woff', 'source-serif-4-latin-ext-600-normal.woff'],
  sans: ['noto-sans-latin-400-normal.woff', 'noto-sans-latin-ext-400-normal.woff'],
} as const;

export type FaceName = keyof typeof FACES;
