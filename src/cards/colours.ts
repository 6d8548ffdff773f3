// The cards take their colours from the site's own stylesheet, so that a change of colour there
// reaches the cards too.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The stylesheet belongs to the code, not to the content folder a build is given.
const STYLESHEET = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'styles', 'site.css');

/** Red, green and blue, 0 to 255. */
export type Rgb = readonly [number, number, number];

export function readStylesheet(): Promise<string> {
  return readFile(STYLESHEET, 'utf8');
}

export function toCardColours(css: string) {
  const colour = (name: string): Rgb => {
    const hex = new RegExp(`--${name}:\\s*#([0-9a-f]{6})\\b`, 'i').exec(css)?.[1];
    if (!hex) throw new Error(`Internal error: src/styles/site.css has no colour --${name} for the share cards`);
    return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
  };
  return { background: colour('primary'), ink: colour('ink'), inkSoft: colour('ink-soft'), accent: colour('accent') };
}
