/** The text a sighted visitor reads: screen-reader-only hints left out, white space collapsed. */
export function toVisibleText(node: Node): string {
  return collectText(node).replace(/\s+/g, ' ').trim();
}

function collectText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1 || (node as Element).classList.contains('visually-hidden')) return '';
  return Array.from(node.childNodes, collectText).join('');
}

/** HTML attribute names ignore case, as browsers read them; linkedom keeps React's `dateTime` as written. */
export function toAttribute(element: Element, name: string): string | null {
  const lower = name.toLowerCase();
  return Array.from(element.attributes).find((attribute) => attribute.name.toLowerCase() === lower)?.value ?? null;
}
