// What a share card says and how large it is: all that the pages need of a card to name it and
// point at it. The drawing (share-card.ts: the fonts, sharp) is loaded only when a card is not in
// .cache/cards/, so this module keeps it out of the build's start.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card says. */
export interface CardText {
  siteName: string;
  heading: string;
  /** One line a date: `13. september 2025 kell 16:00, Tallinna Mustpeade maja`. */
  dates: string[];
}
