import { load } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type * as z from 'zod';
import { toCmsConfig, toCmsConfigYaml, addLocalBackend, readCmsBackend } from '../src/admin/config.ts';
import type { CmsField } from '../src/admin/fields.ts';
import { CONCERT_FORMAT } from '../src/admin/concert-keys.ts';
import { concertSchema, homeSchema, siteSchema, supportersSchema, venuesSchema } from '../src/content/schema.ts';

interface Collection {
  name: string;
  folder?: string;
  format?: string;
  slug?: string;
  nested?: { depth: number };
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
}

const config = toCmsConfig({ repo: 'selts/sait' });
const collections = config.collections as Collection[];
const concerts = collections.find((collection) => collection.name === 'concerts') as Collection;
const files = collections.flatMap((collection) => collection.files ?? []);
const EDITED: [file: string, schema: z.ZodType, fields: CmsField[]][] = [
  // The hidden fields hold what the admin script derives as it reads (src/admin/concert-keys.ts), never written.
  ['content/concerts/*.md', concertSchema, (concerts.fields ?? []).filter((field) => field.widget !== 'hidden')],
  ...[
    ['content/home.md', homeSchema],
    ['content/supporters.md', supportersSchema],
    ['content/site.md', siteSchema],
    ['content/venues.md', venuesSchema],
  ].map(([file, schema]): [string, z.ZodType, CmsField[]] => [file as string, schema as z.ZodType, files.find((entry) => entry.file === file)?.fields ?? []]),
];

/** A value the build accepts for a field, by the field's name. */
const SAMPLES: Record<string, unknown> = {
  date: '15.03.2025',
  time: '19:00',
  endTime: '21:00',
  url: 'https://www.example.ee/',
  siteUrl: 'https://www.example.ee/',
  registryCode: '80012345',
  phone: '+372 5555 1234',
  email: 'info@example.ee',
  postalCode: '10133',
  concert: '2025-09-21-meie',
  price: 12,
  status: 'postponed',
  draft: false,
};

/** What the editor writes when every field is filled in: each widget its own name and value. */
function toFilledEntry(fields: CmsField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, toFilledValue(field)]));
}

function toFilledValue(field: CmsField): unknown {
  if (field.widget === 'object') return toFilledEntry(field.fields ?? []);
  if (field.widget === 'list') return field.fields ? [toFilledEntry(field.fields)] : [toFilledValue({ ...(field.field as CmsField), name: field.name })];
  if (field.widget === 'image') return 'images/meie.svg';
  // The switch writes true or false.
  if (field.widget === 'boolean') return true;
  return SAMPLES[field.name] ?? 'Tallinna Mustpeade maja';
}

/** What the editor writes when only the required fields are filled in. */
function toRequiredEntry(fields: CmsField[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field.required !== false).map((field) => {
    if (field.widget === 'object') return [field.name, toRequiredEntry(field.fields ?? [])];
    if (field.widget === 'list' && field.fields) return [field.name, Array.from({ length: field.min ?? 0 }, () => toRequiredEntry(field.fields ?? []))];
    return [field.name, toFilledValue(field)];
  }));
}

/** Every field path of a schema, `featured[].image.src`, with whether it is a list or an object. */
function toSchemaPaths(schema: z.core.$ZodType, prefix = ''): string[] {
  let inner = schema;
  for (;;) {
    const def = inner._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType; out?: z.core.$ZodType; element?: z.core.$ZodType; shape?: Record<string, z.core.$ZodType> };
    if (def.type === 'optional' || def.type === 'nullable') inner = def.innerType as z.core.$ZodType;
    else if (def.type === 'pipe') inner = def.out as z.core.$ZodType;
    else if (def.type === 'array') return [`${prefix}[]`, ...toSchemaPaths(def.element as z.core.$ZodType, `${prefix}[]`)];
    else if (def.type === 'object') return Object.entries(def.shape ?? {}).flatMap(([name, field]) => [`${prefix}.${name}`, ...toSchemaPaths(field, `${prefix}.${name}`)]);
    else return [];
  }
}

function toFieldPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const at = `${prefix}.${field.name}`;
    if (field.widget === 'object') return [at, ...toFieldPaths(field.fields ?? [], at)];
    if (field.widget === 'list') return [at, `${at}[]`, ...(field.fields ? toFieldPaths(field.fields, `${at}[]`) : [])];
    return [at];
  });
}

const schemaToWidgets = suite('toCmsConfig: the editor asks for exactly what the schema accepts');

for (const [file, schema, fields] of EDITED) {
  schemaToWidgets(`${file}: should have a widget for every field of the schema, and no other`, () => {
    assert.ok(fields.length > 0, 'the file has a form');
    assert.equal(toFieldPaths(fields).sort(), toSchemaPaths(schema).sort());
  });

  schemaToWidgets(`${file}: should write what the build accepts when every field is filled in`, () => {
    const result = schema.safeParse(toFilledEntry(fields));
    assert.ok(result.success, JSON.stringify(result.error?.issues));
  });

  schemaToWidgets(`${file}: should write what the build accepts when only the required fields are filled in`, () => {
    const result = schema.safeParse(toRequiredEntry(fields));
    assert.ok(result.success, JSON.stringify(result.error?.issues));
  });

  schemaToWidgets(`${file}: should require exactly the fields the schema requires`, () => {
    for (const field of fields) {
      const without = toFilledEntry(fields.filter((other) => other !== field));
      assert.is(schema.safeParse(without).success, field.required === false, `${file}: ${field.name}`);
    }
  });
}

schemaToWidgets('should let each field pattern through the example values and keep out what the build refuses', () => {
  const patterns = new Map<string, RegExp>();
  const collect = (fields: CmsField[]) => {
    for (const field of fields) {
      const pattern = field.pattern ?? field.field?.pattern;
      if (pattern) patterns.set(field.name, new RegExp(pattern[0]));
      collect([...(field.fields ?? [])]);
    }
  };
  for (const [, , fields] of EDITED) collect(fields);
  for (const [name, pattern] of patterns) assert.ok(pattern.test(String(SAMPLES[name] ?? '')), `${name}: ${pattern}`);
  const refused: [string, string][] = [['date', '2025-03-15'], ['date', '15.3.2025'], ['time', '24:00'], ['time', '19.00'], ['endTime', '21.00'], ['url', 'javascript:alert(1)'], ['url', 'www.example.ee'], ['registryCode', '8001234']];
  for (const [name, value] of refused) assert.not.ok(patterns.get(name)?.test(value), `${name} lets "${value}" through`);
});

const shape = suite('toCmsConfig: files, folders and names');

shape('should read concerts in season folders and name new ones in ASCII', () => {
  assert.is(concerts.folder, 'content/concerts');
  assert.ok((concerts.nested?.depth ?? 0) >= 2, 'content/concerts/2025-2026/*.md are listed');
  assert.equal(config.slug, { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
  assert.is(concerts.slug, "{{date | date('YYYY-MM-DD')}}-{{place}}");
});

shape('should write front-matter only: no body field in any form', () => {
  // The concerts' format is Decap's front-matter with derived keys taken out on writing (src/admin/client/cms.ts).
  for (const collection of collections) assert.is(collection.format, collection.name === 'concerts' ? CONCERT_FORMAT : 'frontmatter');
  for (const [, , fields] of EDITED) assert.not.ok(fields.some((field) => field.name === 'body'));
});

shape('should upload images into static/images/ and write their names as the content gives them', () => {
  assert.is(config.media_folder, 'static/images');
  assert.is(config.public_folder, 'images');
  const logo = files.find((entry) => entry.name === 'supporters')?.fields[0]?.fields?.find((field) => field.name === 'logo');
  assert.equal([logo?.widget, logo?.media_folder, logo?.public_folder], ['image', '/static/images/supporters', 'images/supporters']);
});

shape('should commit to the repository the environment names, and have the local backend only on the dev server', () => {
  assert.equal(readCmsBackend({ GITHUB_REPOSITORY: 'selts/sait' }), { repo: 'selts/sait' });
  assert.equal(readCmsBackend({ CMS_REPO: 'a/b', GITHUB_REPOSITORY: 'selts/sait', CMS_AUTH_URL: 'https://auth.example.ee' }), { repo: 'a/b', authUrl: 'https://auth.example.ee' });
  const built = load(toCmsConfigYaml({ repo: 'selts/sait' })) as Record<string, unknown>;
  assert.equal(built, config);
  assert.is(built.local_backend, undefined);
  const local = load(addLocalBackend(toCmsConfigYaml({}, { siteUrl: 'https://selts.ee/' }), 'http://127.0.0.1:5173', '/selts')) as Record<string, unknown>;
  assert.equal(local.local_backend, { url: 'http://127.0.0.1:5173/api/v1' });
  assert.is(local.site_url, 'http://127.0.0.1:5173/selts/', '"Vaata saidil" opens the dev server\'s page');
  assert.is(local.display_url, 'https://selts.ee/', 'the header keeps the live site');
});

shape('should sum up a collapsed list item by its texts, never by an object, a list or a picture', () => {
  const lists: CmsField[] = [];
  const walk = (fields: CmsField[] = []) => fields.forEach((field) => (field.widget === 'list' && field.fields && lists.push(field), walk(field.fields)));
  for (const [, , fields] of EDITED) walk(fields);
  const summaries = Object.fromEntries(lists.map((list) => [list.name, list.summary]));
  assert.equal(summaries, {
    scheduleLines: '{{fields.composer}} – {{fields.piece}}',
    featured: '{{fields.concert}}',
    supporters: '{{fields.name}} – {{fields.url}}',
    navLinks: '{{fields.label}} – {{fields.url}}',
    venues: '{{fields.place}} – {{fields.streetAddress}}',
  });
});

schemaToWidgets.run();
shape.run();
