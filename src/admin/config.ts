// Decap CMS's config.yml for /admin/, made from the content schema: one collection for the concert
// files (season folders included) and one for the single files. Labels and widgets: labels.ts, fields.ts.
import { dump, load } from 'js-yaml';
import { concertSchema, homeSchema, siteSchema, supportersSchema, venuesSchema } from '../content/schema.ts';
import { toCmsFields, type CmsField } from './fields.ts';
import { COLLECTION_TEXTS } from './labels.ts';
import { CONCERT_FORMAT, CONCERT_KEYS } from './concert-keys.ts';
import { ROUTES, toConcertRoute } from '../lib/urls.ts';

/** Where the dev server answers Decap's local backend (decap-server's protocol). */
export const LOCAL_BACKEND_PATH = '/api/v1';

export type CmsBackend = ReturnType<typeof readCmsBackend>;

/** CMS_REPO (`owner/name`), else on GitHub Actions the repository built; CMS_BRANCH (default main); CMS_AUTH_URL (docs/cms.md). */
export function readCmsBackend(env: Record<string, string | undefined>) {
  const repo = env.CMS_REPO || env.GITHUB_REPOSITORY || undefined;
  return {
    ...(repo && { repo }),
    ...(env.CMS_BRANCH && { branch: env.CMS_BRANCH }),
    ...(env.CMS_AUTH_URL && { authUrl: env.CMS_AUTH_URL }),
  };
}

/** Front-matter only: Decap writes a Markdown body only from a field named `body`, and there is none. */
const FILE_FORMAT = { extension: 'md', format: 'frontmatter' } as const;

interface CmsSite {
  siteUrl?: string;
  /** The login screen's picture, in place of Decap's. */
  logoUrl?: string;
  /** `2025/2026`, …: offered to show one by one. */
  seasons?: readonly string[];
}

export function toCmsConfig(backend: CmsBackend = {}, site: CmsSite = {}): Record<string, unknown> {
  return {
    backend: {
      name: 'github',
      repo: backend.repo ?? 'OMANIK/HOIDLA',
      branch: backend.branch ?? 'main',
      ...(backend.authUrl && { base_url: backend.authUrl, auth_endpoint: 'auth' }),
      commit_messages: { create: 'Uus {{collection}}: {{slug}}', update: 'Muudetud {{collection}}: {{slug}}', delete: 'Kustutatud {{collection}}: {{slug}}', uploadMedia: 'Uus pilt: {{path}}', deleteMedia: 'Kustutatud pilt: {{path}}' },
    },
    publish_mode: 'simple',
    // Registered by the admin script (src/admin/client/locale-et.ts); Decap ships no Estonian.
    locale: 'et',
    ...(site.siteUrl && { site_url: site.siteUrl, display_url: site.siteUrl }),
    ...(site.logoUrl && { logo: { src: site.logoUrl } }),
    // Content names images below static/, e.g. "images/meie.svg".
    media_folder: 'static/images',
    public_folder: 'images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // The preview beside the form is the site's own components (src/admin/client/preview/).
    editor: { preview: true },
    collections: [
      {
        name: 'concerts',
        label: COLLECTION_TEXTS.concerts.label,
        label_singular: COLLECTION_TEXTS.concerts.singular,
        description: COLLECTION_TEXTS.concerts.description,
        folder: 'content/concerts',
        ...FILE_FORMAT,
        create: true,
        identifier_field: 'place',
        // "19.09.2025" and "Tartu Jaani kirik" make 2025-09-19-tartu-jaani-kirik.md (the admin script teaches dayjs dd.MM.yyyy).
        slug: "{{date | date('YYYY-MM-DD')}}-{{place}}",
        ...toConcertListing(toCmsFields(concertSchema), site.seasons ?? []),
      },
      {
        name: 'pages',
        label: COLLECTION_TEXTS.pages.label,
        ...FILE_FORMAT,
        files: [
          toFileEntry('home', 'content/home.md', homeSchema),
          toFileEntry('supporters', 'content/supporters.md', supportersSchema),
          // "Vaata saidil": the page that shows the file; home.md and supporters.md are on the home page, the site's address.
          { ...toFileEntry('site', 'content/site.md', siteSchema), preview_path: ROUTES.contact.slice(1) },
          toFileEntry('venues', 'content/venues.md', venuesSchema),
        ],
      },
    ],
  };
}

/** Concerts after twenty seasons: newest first, a season at a time, found by whole words (concert-keys.ts). */
function toConcertListing(fields: CmsField[], seasons: readonly string[]): Record<string, unknown> {
  const { sortKey, season, heading, search, marks } = CONCERT_KEYS;
  // Decap sorts, filters and shows only configured fields; hidden ones have no place in the form.
  const hidden: CmsField[] = Object.values(CONCERT_KEYS).map((name) => ({ name, label: name, widget: 'hidden', required: false }));
  return {
    format: CONCERT_FORMAT,
    // Files in season folders (content/concerts/2025-2026/) are read too; a new one goes to content/concerts/.
    // Decap's folder tree names a folder after its first entry, which the summary makes its season.
    nested: { depth: 3, summary: `Hooaeg {{${season}}}` },
    // Decap's search looks through the summary's fields; the search text joins them and shows nothing.
    summary: `{{date}} {{time}} · {{${heading}}} · {{place}}{{${marks}}}{{${search} | ternary('', '')}}`,
    // "Vaata saidil": the concert's own page below the site's address, whatever season folder holds the file.
    preview_path: toConcertRoute('{{filename}}').slice(1),
    sortable_fields: [
      { field: sortKey, label: 'Kuupäev', default_sort: 'desc' },
      { field: 'place', label: 'Koht' },
    ],
    view_filters: [...seasons]
      .sort()
      .reverse()
      .map((name) => ({ label: `Hooaeg ${name}`, field: season, pattern: `^${name.replace('/', '\\/')}$` })),
    fields: [...fields, ...hidden],
  };
}

function toFileEntry(name: keyof typeof COLLECTION_TEXTS, file: string, schema: Parameters<typeof toCmsFields>[0]) {
  return { name, label: COLLECTION_TEXTS[name].label, file, fields: toCmsFields(schema) };
}

/** Decap wants the local backend's full URL, and uses it only on localhost; "Vaata saidil" opens the dev server's page. */
export function addLocalBackend(configYaml: string, origin: string, basePath = ''): string {
  const config = load(configYaml) as Record<string, unknown>;
  return dump({ ...config, site_url: `${origin}${basePath}/`, local_backend: { url: `${origin}${LOCAL_BACKEND_PATH}` } }, { lineWidth: -1, noRefs: true });
}

export function toCmsConfigYaml(backend?: CmsBackend, site?: CmsSite): string {
  return `# Made by npm run build from src/content/schema.ts (see src/admin/); edits here are overwritten.\n${dump(toCmsConfig(backend, site), { lineWidth: -1, noRefs: true })}`;
}
