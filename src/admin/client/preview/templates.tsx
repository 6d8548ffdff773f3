/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx reads the root tsconfig, which leaves src/admin/client/ to its own, for the unit tests.)
// The preview beside each form: the site's own pages and components, given what the form holds.
import type { ReactNode } from 'react';
import { ConcertPage } from '../../../pages/ConcertPage.tsx';
import { ConcertListPage } from '../../../pages/ConcertListPage.tsx';
import { ContactPage } from '../../../pages/ContactPage.tsx';
import { HomePage } from '../../../pages/HomePage.tsx';
import { FeaturedConcert } from '../../../components/FeaturedConcert.tsx';
import { ImagesContext, UrlsContext } from '../../../components/contexts.ts';
import { Layout } from '../../../components/Layout.tsx';
import { NavList } from '../../../components/NavList.tsx';
import type { Problem } from '../../../errors.ts';
import type { ImageInfo, ImageMap } from '../../../images/types.ts';
import { toTallinnDay } from '../../../lib/dates.ts';
import { ROUTES, toSiteUrls } from '../../../lib/urls.ts';
import { isUpcoming } from '../../../shared/calendar-rules.ts';
import { siteSchema, supportersSchema } from '../../../content/schema.ts';
import { parseDataFile } from '../../../content/frontmatter.ts';
import { checkConcert, checkHome } from './check-entry.ts';
import { toEntrySource, useConcertFiles, type PreviewProps } from './decap-entry.ts';
import { toEditorLine } from './editor-lines.ts';
import { useImageProblems } from './image-check.ts';

/** No image stage here: every picture is the file itself, sized by the stylesheet. */
const ANY_IMAGE: ImageInfo = { kind: 'vector', width: 600, height: 400 };
const IMAGES: ImageMap = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? ANY_IMAGE : undefined) });

/** Around every preview: the build's problems with the form, and the draft mark. */
function PreviewShell({ problems, draft = false, children }: { problems: readonly Problem[]; draft?: boolean; children?: ReactNode }) {
  // /admin/ sits at the site's root, in a sub-folder too.
  return (
    <UrlsContext.Provider value={toSiteUrls(new URL('..', window.location.href).href)}>
      <ImagesContext.Provider value={IMAGES}>
        {/* Always in the page, empty when all is well, so that a screen reader hears each new problem. */}
        <section className="editor-preview__problems" role="status" aria-live="polite" data-preview-problems hidden={problems.length === 0}>
          {problems.length > 0 && (
            <>
              <h2>{`Sellisena sait ei ehitu: ${problems.length} viga`}</h2>
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

function Caption({ children }: { children: string }) {
  return <p className="editor-preview__caption">{children}</p>;
}

function today(): string {
  return toTallinnDay(new Date()).day;
}

/** A concert as its list shows it, then as its own page. */
export function ConcertPreview({ entry }: PreviewProps) {
  const { source, data } = toEntrySource(entry);
  const { problems, group } = checkConcert(source);
  const upcoming = group ? isUpcoming(group.keyDate, today()) : true;
  return (
    <PreviewShell problems={problems} draft={data.draft === true}>
      {group && (
        <main className="main">
          <Caption>{upcoming ? 'Nimekirjas „Tulekul”' : 'Nimekirjas „Toimunud”'}</Caption>
          <ConcertListPage kind={upcoming ? 'upcoming' : 'archive'} groups={[group]} hiddenIds={new Set()} />
          <Caption>Kontserdi lehel</Caption>
          <ConcertPage group={group} upcoming={upcoming} />
        </main>
      )}
    </PreviewShell>
  );
}

/** Every featured item as the home page shows it, the one the page shows today first marked. */
export function HomePreview({ entry, getCollection }: PreviewProps) {
  const concerts = useConcertFiles(getCollection);
  const { source, data } = toEntrySource(entry);
  const { problems, featured = [] } = checkHome(source, concerts);
  const imageProblems = useImageProblems(source.path, data);
  const day = today();
  return (
    <PreviewShell problems={[...problems, ...imageProblems]}>
      {!concerts && <Caption>Kontserte laaditakse…</Caption>}
      <main className="main">
        <div className="page home-page">
          {featured.map((item, index) => (
            <div key={`${index}-${item.group.id}`}>
              <Caption>{`${index + 1}. esiletõstetud kontsert${isUpcoming(item.group.keyDate, day) ? '' : ' (toimunud)'}`}</Caption>
              <FeaturedConcert featured={item} index={index} shown past={!isUpcoming(item.group.keyDate, day)} />
            </div>
          ))}
        </div>
      </main>
    </PreviewShell>
  );
}

/** The Toetajad section of the home page. */
export function SupportersPreview({ entry }: PreviewProps) {
  const { source, data } = toEntrySource(entry);
  const { value, problems } = parseDataFile(source, supportersSchema);
  const imageProblems = useImageProblems(source.path, data);
  return (
    <PreviewShell problems={[...problems, ...imageProblems]}>
      {value && (
        <main className="main">
          <HomePage featured={[]} choice={{ index: -1, past: false }} supporters={value.supporters ?? []} upcoming={new Set()} />
        </main>
      )}
    </PreviewShell>
  );
}

/** The society's details: the contact page inside the site's header, menu and footer. */
export function SitePreview({ entry }: PreviewProps) {
  const { value, problems } = parseDataFile(toEntrySource(entry).source, siteSchema);
  const site = value && { ...value, navLinks: value.navLinks ?? [] };
  return (
    <PreviewShell problems={problems}>
      {site && (
        <>
          <Caption>Menüü</Caption>
          {/* The top bar shows its links from 1200px; in the narrower preview, the same list as the drawer holds. */}
          <nav className="nojs-nav" aria-label="Menüü eelvaade">
            <NavList links={site.navLinks} current={ROUTES.contact} variant="tree" />
          </nav>
          <Caption>Kontaktileht</Caption>
          <Layout site={site} current={ROUTES.contact} year={Number(today().slice(0, 4))}>
            <ContactPage site={site} />
          </Layout>
        </>
      )}
    </PreviewShell>
  );
}
