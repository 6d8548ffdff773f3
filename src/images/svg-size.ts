// An SVG's intended size, from its root element: width and height, or else its viewBox.

const ROOT = /<svg\b[^>]*>/i;

/** `{ width, height }` in CSS pixels, or undefined when the SVG states neither a size nor a viewBox. */
export function readSvgSize(svg: string): { width: number; height: number } | undefined {
  const root = ROOT.exec(svg)?.[0];
  if (!root) return undefined;
  const width = toPixels(readAttribute(root, 'width'));
  const height = toPixels(readAttribute(root, 'height'));
  if (width && height) return { width, height };
  const box = readAttribute(root, 'viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (!box || box.length !== 4 || !box.every(Number.isFinite)) return undefined;
  const [, , boxWidth = 0, boxHeight = 0] = box;
  if (boxWidth <= 0 || boxHeight <= 0) return undefined;
  // One size given: the other follows the viewBox's proportions, as a browser would draw it.
  if (width) return { width, height: Math.round((width * boxHeight) / boxWidth) };
  if (height) return { width: Math.round((height * boxWidth) / boxHeight), height };
  return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
}

function readAttribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((value) => value !== undefined);
}

/** `240`, `240px` → 240; percentages and other units say nothing about the size. */
function toPixels(value: string | undefined): number | undefined {
  const match = value ? /^\s*([\d.]+)\s*(px)?\s*$/.exec(value) : null;
  const number = match ? Number(match[1]) : NaN;
  return Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}
