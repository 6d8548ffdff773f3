/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx reads the root tsconfig, which leaves src/admin/client/ to its own, for the unit tests.)
import type { ReactNode } from 'react';
import { ImagesContext } from '../../../components/images-context.ts';
import { UrlsContext } from '../../../components/urls-context.ts';
import type { ImageInfo, ImageMap } from '../../../images/types.ts';
import { toSiteUrls } from '../../../lib/urls.ts';
import type { Problem } from '../../../errors.ts';
import { toEditorLine } from './editor-lines.ts';

export interface PreviewShellProps {
  problems: readonly Problem[];
  draft?: boolean;
  children?: ReactNode;
}

/** No image stage here: every picture is the file itself, sized by the stylesheet. */
const ANY_IMAGE: ImageInfo = { kind: 'vector', width: 600, height: 400 };
const IMAGES: ImageMap = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? ANY_IMAGE : undefined) });

export function PreviewShell({ problems, draft = false, children }: PreviewShellProps) {
  // /admin/ sits at the site's root, in a sub-folder too.
  return (
    <UrlsContext.Provider value={toSiteUrls(new URL('..', window.location.href).href)}>
      <ImagesContext.Provider value={IMAGES}>
        {/* Always in the page, empty when all is well, so that a screen reader hears each new problem. */}
        <section className="editor-preview__problems" role="status" aria-live="polite" data-preview-problems hidden={problems.length === 0}>
          {problems.length > 0 && (
            <>
              <h2>Sellisena sait ei ehitu: {problems.length === 1 ? '1 viga' : `${problems.length} viga`}</h2>
              <ul>
                {problems.map((problem, index) => (
                  <li key={index}>{toEditorLine(problem)}</li>
                ))}
              </ul>
            </>
          )}
        </section>
        {draft && (
          <p className="editor-preview__draft" data-preview-draft>
            <strong>Mustand</strong>: seda kontserti avalikul saidil ei ole, kuni lülitad „Mustand” välja.
          </p>
        )}
        {children}
      </ImagesContext.Provider>
    </UrlsContext.Provider>
  );
}
