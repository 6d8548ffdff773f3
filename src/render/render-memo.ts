// Lets the dev server skip rendering a page that would come out as it did last time; with NO_MEMO
// (npm run build) it only renders.
import type { InputMemo } from '../lib/memo.ts';
import { createPageRenderer, type RenderContext } from './render-page.tsx';
import type { TextPieces } from '../output.ts';
import type { PagePlan } from './routes.ts';

/**
 * A page is made from its plan, the render context and its component's props. The plan (meta and
 * structured data included) and the context are plain data, compared as text; the props hold the
 * content's own objects, compared by identity a few levels down. A plan remembered whole from the
 * last build (see planRoutes) is known to be the same without that.
 */
export function renderUnlessSame(memo: InputMemo, context: RenderContext): (page: PagePlan) => string | TextPieces {
  const contextKey = JSON.stringify(context);
  const renderPage = createPageRenderer(context);
  const planText = (page: PagePlan) => memo.remember(`plan-text:${page.output}`, () => [page], () => JSON.stringify({ ...page, body: undefined }));
  return (page) => memo.remember(`page:${page.output}`, () => [contextKey, planText(page), page.body.type, page.body.props], () => renderPage(page));
}
