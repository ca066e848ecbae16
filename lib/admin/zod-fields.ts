// Turns a content schema (zod) into the field list of the content admin (Sveltia CMS, Decap's
// configuration format), so the admin asks for exactly what the build accepts: required or not,
// lengths, list bounds, patterns, option lists and defaults (docs/editors.md#the-content-admin).
// What a schema cannot say (a field's widget, its label, options read from other content
// files) comes from hints keyed by the field's path; a zod type with no mapping and no hint
// throws, so a new kind of field cannot slip into the admin unnoticed.
import type { z } from 'zod';

/** One field of the admin's configuration (the subset of Sveltia's options we write). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  minlength?: number;
  maxlength?: number;
  min?: number;
  max?: number;
  pattern?: [string, string];
  options?: Array<string | { label: string; value: string }>;
  field?: CmsField;
  fields?: CmsField[];
  [option: string]: unknown;
}

/** Overrides for one field, by dotted path ("keyTakeaways", "cover.src"). */
export type FieldHints = Record<string, Partial<CmsField>>;

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  format?: string;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
  format?: string;
  inclusive?: boolean;
  error?: (issue?: unknown) => unknown;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** "keyTakeaways" -> "Key takeaways", "teamSize" -> "Team size". */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The check's own message, when the schema gave one (shown by the admin under the field). */
function checkMessage(check: CheckDef): string | undefined {
  try {
    const message = check.error?.();
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Length, count and pattern bounds of a string, array or number schema. */
function bounds(def: ZodDef, kind: 'string' | 'array' | 'number'): Partial<CmsField> {
  const out: Partial<CmsField> = {};
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length') out[kind === 'string' ? 'minlength' : 'min'] = check.minimum;
    else if (check.check === 'max_length')
      out[kind === 'string' ? 'maxlength' : 'max'] = check.maximum;
    else if (check.check === 'greater_than')
      out.min = (check.minimum ?? 0) + (check.inclusive ? 0 : 1);
    else if (check.check === 'less_than')
      out.max = (check.maximum ?? 0) - (check.inclusive ? 0 : 1);
    else if (check.check === 'string_format' && check.format === 'regex' && check.pattern)
      out.pattern = [
        check.pattern.source,
        checkMessage(check) ?? `must match ${check.pattern.source}`,
      ];
  }
  return out;
}

/** Widgets a hint may choose for a string that keep the schema's length bounds and pattern. */
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown']);

/** Only the bounds, for a field whose widget a hint chose. */
function boundsOf(schema: z.ZodType): Partial<CmsField> {
  const def = defOf(schema);
  return def.type === 'string' ? bounds(def, 'string') : {};
}

/** Unwraps optional and default: whether the field may be left out, and its default. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; required: boolean; default?: unknown } {
  let current = schema;
  let required = true;
  let fallback: unknown;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' && def.innerType) required = false;
    else if (def.type === 'default' && def.innerType) {
      required = false;
      fallback = def.defaultValue;
    } else break;
    current = def.innerType;
  }
  return fallback === undefined
    ? { schema: current, required }
    : { schema: current, required, default: fallback };
}

/** The widget and options for a schema with no optional/default wrapper left. */
function widgetFor(schema: z.ZodType, path: string, hints: FieldHints): Partial<CmsField> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return { widget: 'string', ...bounds(def, 'string') };
    case 'boolean':
      return { widget: 'boolean' };
    case 'number':
      return { widget: 'number', value_type: 'int', ...bounds(def, 'number') };
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries ?? {}) };
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema, hints, `${path}.`) };
    case 'array': {
      const item = defOf(def.element!);
      const list = { widget: 'list', ...bounds(def, 'array') };
      if (item.type === 'object')
        return { ...list, fields: fieldsOf(def.element!, hints, `${path}.`) };
      return { ...list, field: fieldFor('item', def.element!, `${path}.item`, hints) };
    }
    default:
      // A preprocess or transform (dates written as YAML dates) needs a hint saying what it is.
      throw new Error(
        `admin config: no admin field for "${path}" (zod ${def.type}); add a hint in lib/admin/cms-config.ts`,
      );
  }
}

function fieldFor(name: string, schema: z.ZodType, path: string, hints: FieldHints): CmsField {
  const hint = hints[path] ?? {};
  const unwrapped = unwrap(schema);
  // A hinted widget keeps the schema's bounds (a "text" excerpt still has its 40-159 characters).
  const base = hint.widget
    ? TEXT_WIDGETS.has(hint.widget)
      ? boundsOf(unwrapped.schema)
      : {}
    : widgetFor(unwrapped.schema, path, hints);
  const field: CmsField = {
    name,
    label: labelFor(name),
    widget: 'string',
    ...base,
    required: unwrapped.required,
    ...('default' in unwrapped ? { default: unwrapped.default } : {}),
    ...hint,
  };
  // The admin reads "required: false" as optional; an absent key means required.
  if (field.required) delete field.required;
  return field;
}

/** The admin fields of an object schema (refinements and .strict() included), in schema order. */
export function fieldsOf(schema: z.ZodType, hints: FieldHints = {}, prefix = ''): CmsField[] {
  let current = schema;
  // .superRefine() keeps the object; a pipe (transform) exposes its input side.
  while (defOf(current).type === 'pipe') current = defOf(current).in!;
  const def = defOf(current);
  if (def.type !== 'object' || !def.shape)
    throw new Error(`admin config: "${prefix || 'the schema'}" is not an object schema`);
  return Object.entries(def.shape).map(([name, child]) =>
    fieldFor(name, child, `${prefix}${name}`, hints),
  );
}
