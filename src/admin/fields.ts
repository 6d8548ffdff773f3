// Decap's fields made from the content schema (zod, as zod's JSON Schema of it), so that the editor asks for
// exactly what the build accepts. Only the shapes the schema uses are known; anything else is an internal error.
import * as z from 'zod';
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

/** What zod's JSON Schema says of the content schema's shapes: checks made in code (refine) it leaves out. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  /** The regex's source: zod leaves its flags out, so a pattern that needs one is given in FIELD_PATTERNS. */
  pattern?: string;
  enum?: unknown[];
}

/** The "not empty" check every text has, which Decap's `required` makes. */
const NOT_EMPTY = /\S/.source;

export function toCmsFields(schema: z.core.$ZodType): CmsField[] {
  return toFields(z.toJSONSchema(schema) as JsonSchema);
}

function toFields({ type, properties = {}, required = [] }: JsonSchema): CmsField[] {
  if (type !== 'object') throw new Error(`Internal error: a content file's schema must be an object, not ${type}`);
  return Object.entries(properties).map(([name, field]) => toCmsField(name, field, required.includes(name)));
}

function toCmsField(name: string, schema: JsonSchema, required: boolean): CmsField {
  const text = FIELD_TEXTS[name];
  if (!text) throw new Error(`Internal error: the field "${name}" has no label in src/admin/labels.ts`);
  const base: CmsField = { name, label: text.label, widget: 'string', required, ...(text.hint && { hint: text.hint }) };
  if (schema.enum) return { ...base, widget: 'select', options: toChoices(name, schema.enum) };
  switch (schema.type) {
    case 'string':
      return { ...base, ...toStringWidget(name, schema, text.invalid) };
    case 'object': {
      const fields = toFields(schema);
      // Decap checks the fields of an optional object left out as if it were there: the build says
      // what is missing when half of it is filled in.
      return { ...base, widget: 'object', collapsed: false, fields: required ? fields : fields.map((field) => ({ ...field, required: false })) };
    }
    case 'array':
      return { ...base, ...toListWidget(name, schema, schema.items ?? {}) };
    case 'number':
      // A float, so that the file holds a number (12 or 12.5) and never the text "12".
      return { ...base, widget: 'number', value_type: 'float', min: 0 };
    // A switch; left off, Decap writes nothing, and the field's absence means false.
    case 'boolean':
      return { ...base, widget: 'boolean' };
    default:
      throw new Error(`Internal error: the field "${name}" is a ${schema.type}, which src/admin/fields.ts cannot edit`);
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

function toStringWidget(name: string, schema: JsonSchema, invalid = 'Vigane väärtus'): Partial<CmsField> {
  if (name === 'concert') return CONCERT_REFERENCE;
  const image = IMAGE_FIELDS[name];
  // A field's own folder starts at the project's root with "/"; the content names the file below static/.
  if (image) return { widget: 'image', choose_url: false, media_folder: `/static/${image.folder}`, public_folder: image.folder };
  const pattern = FIELD_PATTERNS[name] ?? (schema.pattern === NOT_EMPTY ? undefined : schema.pattern);
  return { widget: 'string', ...(pattern && { pattern: [pattern, invalid] }) };
}

function toListWidget(name: string, list: JsonSchema, item: JsonSchema): Partial<CmsField> {
  const limits = {
    ...(list.minItems !== undefined && { min: list.minItems }),
    ...(list.maxItems !== undefined && { max: list.maxItems }),
    ...LIST_LIMITS[name],
  };
  if (item.type === 'object') {
    const fields = toFields(item);
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
