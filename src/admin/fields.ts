// Decap's fields made from the content schema (zod), so that the editor asks for exactly what the build
// accepts. Only the shapes the schema uses are known; anything else is an internal error.
import type * as z from 'zod';
import { CONCERT_KEYS } from './concert-keys.ts';
import { CHOICE_LABELS, FIELD_PATTERNS, FIELD_TEXTS, IMAGE_FIELDS, LIST_LIMITS } from './labels.ts';

export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'list' | 'object' | 'image' | 'relation' | 'number' | 'select' | 'boolean' | 'hidden';
  required?: boolean;
  pattern?: [string, string];
  field?: CmsField;
  fields?: CmsField[];
  min?: number;
  /** Widgets' other options (hint, summary…), which nothing here reads back. */
  [option: string]: unknown;
}

/** A field naming a concert file by its stem: chosen from the concerts collection. */
const CONCERT_REFERENCE = {
  widget: 'relation',
  collection: 'concerts',
  // The file name without folder and `.md`: the stem, whatever season folder the file sits in.
  value_field: '{{filename}}',
  // One text of date, heading, performers, programme and place, searched by whole words (client/word-search.ts).
  search_fields: [CONCERT_KEYS.search],
  display_fields: [`{{date}} {{time}} · {{${CONCERT_KEYS.heading}}} · {{place}}{{${CONCERT_KEYS.marks}}}`],
  options_length: 50,
} as const;

/** The "not empty" check every text has, which Decap's `required` makes. */
const NOT_EMPTY = /\S/.source;

export function toCmsFields(schema: z.core.$ZodType): CmsField[] {
  const { schema: inner } = unwrap(schema);
  const def = inner._zod.def;
  if (def.type !== 'object') throw new Error(`Internal error: a content file's schema must be an object, not ${def.type}`);
  return Object.entries((def as z.core.$ZodObjectDef).shape).map(([name, field]) => toCmsField(name, field));
}

function toCmsField(name: string, schema: z.core.$ZodType): CmsField {
  const { schema: inner, required } = unwrap(schema);
  const text = FIELD_TEXTS[name];
  if (!text) throw new Error(`Internal error: the field "${name}" has no label in src/admin/labels.ts`);
  const base: CmsField = { name, label: text.label, widget: 'string', required, ...(text.hint && { hint: text.hint }) };
  const def = inner._zod.def;
  switch (def.type) {
    case 'string':
      return { ...base, ...toStringWidget(name, inner, text.invalid) };
    case 'object': {
      const fields = toCmsFields(inner);
      // Decap checks the fields of an optional object left out as if it were there: the build says
      // what is missing when half of it is filled in.
      return { ...base, widget: 'object', collapsed: false, fields: required ? fields : fields.map((field) => ({ ...field, required: false })) };
    }
    case 'array':
      return { ...base, ...toListWidget(name, inner, (def as z.core.$ZodArrayDef).element) };
    case 'number':
      // A float, so that the file holds a number (12 or 12.5) and never the text "12".
      return { ...base, widget: 'number', value_type: 'float', min: 0 };
    case 'enum':
      return { ...base, widget: 'select', options: toChoices(name, Object.values((def as z.core.$ZodEnumDef).entries)) };
    // A switch; left off, Decap writes nothing, and the field's absence means false.
    case 'boolean':
      return { ...base, widget: 'boolean' };
    default:
      throw new Error(`Internal error: the field "${name}" is a ${def.type}, which src/admin/fields.ts cannot edit`);
  }
}

/** A choice's stored value is the schema's word; what the editor sees is its Estonian label. */
function toChoices(name: string, values: readonly unknown[]): { label: string; value: string }[] {
  return values.map((value) => {
    const label = CHOICE_LABELS[name]?.[String(value)];
    if (!label) throw new Error(`Internal error: the choice "${String(value)}" of "${name}" has no label in src/admin/labels.ts`);
    return { label, value: String(value) };
  });
}

function toStringWidget(name: string, schema: z.core.$ZodType, invalid = 'Vigane väärtus'): Partial<CmsField> {
  if (name === 'concert') return CONCERT_REFERENCE;
  const image = IMAGE_FIELDS[name];
  // A field's own folder starts at the project's root with "/"; the content names the file below static/.
  if (image) return { widget: 'image', choose_url: false, media_folder: `/static/${image.folder}`, public_folder: image.folder };
  const pattern = FIELD_PATTERNS[name] ?? toRegexSource(schema);
  return { widget: 'string', ...(pattern && { pattern: [pattern, invalid] }) };
}

function toListWidget(name: string, list: z.core.$ZodType, element: z.core.$ZodType): Partial<CmsField> {
  const { schema: item } = unwrap(element);
  const limits = { ...toLengthLimits(list), ...LIST_LIMITS[name] };
  if (item._zod.def.type === 'object') {
    const fields = toCmsFields(item);
    return { widget: 'list', collapsed: false, fields, summary: toItemSummary(fields), ...limits };
  }
  const text = FIELD_TEXTS[name];
  const { widget, pattern } = toStringWidget(name, item);
  // One `field`, not `fields`: the list holds the values themselves, not objects around them. A
  // collapsed item shows its text, which Decap names after the field (without a summary, the label).
  return { widget: 'list', ...limits, summary: '{{fields.rida}}', field: { name: 'rida', label: text?.label ?? name, widget: widget ?? 'string', ...(pattern && { pattern }) } as CmsField };
}

/** A collapsed item's first two texts: Decap writes an object there as "Map {…}", a picture as its file name. */
function toItemSummary(fields: CmsField[]): string {
  const texts = fields.filter((field) => field.widget === 'string' || field.widget === 'relation').slice(0, 2);
  return (texts.length > 0 ? texts : fields.slice(0, 1)).map((field) => `{{fields.${field.name}}}`).join(' – ');
}

/** Optional and preprocessed values are the value inside, not required. */
function unwrap(schema: z.core.$ZodType, required = true): { schema: z.core.$ZodType; required: boolean } {
  const def = schema._zod.def;
  if (def.type === 'optional') return unwrap((def as z.core.$ZodOptionalDef).innerType, false);
  if (def.type === 'pipe') return unwrap((def as z.core.$ZodPipeDef).out, required);
  return { schema, required };
}

function toLengthLimits(schema: z.core.$ZodType): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number };
    if (def.check === 'min_length') limits.min = def.minimum;
    if (def.check === 'max_length') limits.max = def.maximum;
  }
  return limits;
}

/** The schema's own pattern, when it has one Decap can check as it stands (no flags). */
function toRegexSource(schema: z.core.$ZodType): string | undefined {
  const checks = (schema._zod.def.checks ?? []).map((check) => check._zod.def as { format?: string; pattern?: RegExp });
  const found = checks.find(({ format, pattern }) => format === 'regex' && pattern && pattern.source !== NOT_EMPTY && pattern.flags === '');
  return found?.pattern?.source;
}
