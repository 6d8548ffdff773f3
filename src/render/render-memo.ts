// Lets the dev server skip rendering a page that would come out as it did last time.
import { renderPage, type RenderContext } from './render-page.tsx';
import type { PagePlan } from './routes.ts';

interface Rendered {
  key: string;
  made: unknown;
  html: string;
}

export interface RenderMemo {
  /** Path below `dist/` → what that page was rendered from, and the HTML. */
  readonly rendered: Map<string, Rendered>;
  /** Forgets pages the site no longer has. */
  keepOnly(pages: readonly PagePlan[]): void;
}

export function createRenderMemo(): RenderMemo {
  const rendered = new Map<string, Rendered>();
  return {
    rendered,
    keepOnly(pages) {
      const outputs = new Set(pages.map((page) => page.output));
      for (const output of rendered.keys()) if (!outputs.has(output)) rendered.delete(output);
    },
  };
}

/**
 * A page is made from its plan, the render context and its component's props. The plan (meta and
 * structured data included) and the context are plain data, compared as JSON. The props hold the
 * content's own objects, which keep their identity between dev rebuilds while their file is
 * unchanged; they are compared by identity a few levels down, since a concert group is made anew
 * each build, but from the same concert objects.
 */
export function renderUnlessSame(memo: RenderMemo, context: RenderContext): (page: PagePlan) => string {
  const contextKey = JSON.stringify(context);
  return (page) => {
    const key = `${contextKey}\n${JSON.stringify({ ...page, body: undefined })}`;
    const made = [page.body.type, page.body.props];
    const previous = memo.rendered.get(page.output);
    if (previous && previous.key === key && isSameShape(previous.made, made, 5)) return previous.html;
    const html = renderPage(page, context);
    memo.rendered.set(page.output, { key, made, html });
    return html;
  };
}

function isSameShape(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, index) => isSameShape(value, b[index], depth - 1));
  }
  if (a instanceof Set || b instanceof Set) {
    return a instanceof Set && b instanceof Set && a.size === b.size && [...a].every((value) => b.has(value));
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return keys.length === Object.keys(other).length && keys.every((key) => isSameShape((a as Record<string, unknown>)[key], other[key], depth - 1));
}
