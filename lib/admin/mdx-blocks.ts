// The MDX components an article may use (lib/content/mdx-guard.ts ARTICLE_COMPONENTS) as
// blocks of the admin's rich-text editor: the pattern that finds one in an article body, and
// the functions that read its attributes and write it back exactly as our articles write it:
//
//   <Callout type="tip" title="The two numbers to watch">
//
//   Body in Markdown.
//
//   </Callout>
//
// Browser-safe and dependency-free: the admin page's module (scripts/admin/page/admin.ts) is
// bundled with it, and jest tests that what it writes is what our MDX pipeline reads
// (docs/editors.md#the-content-admin).

export interface AttributeSpec {
  name: string;
  label: string;
  required: boolean;
  options?: string[];
}

export interface ComponentSpec {
  name: string;
  label: string;
  attributes: AttributeSpec[];
  /** The label of the Markdown inside the component; absent for a component with no children. */
  body?: string;
}

/** Field values of a block as the editor holds them. */
type BlockProps = Record<string, unknown>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Attribute values are written in double quotes: the two characters that need a reference. */
export const encodeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#34;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * The component as a whole block: its opening tag alone on a line, a blank line, the body, a
 * blank line and the closing tag (or a self-closing tag for a component with no body).
 */
export function blockPattern(spec: ComponentSpec) {
  const name = escapeRegExp(spec.name);
  const attributes = '((?:\\s+[A-Za-z][\\w-]*="[^"]*")*)';
  return spec.body
    ? new RegExp(`^<${name}${attributes}\\s*>\\n\\n([\\s\\S]*?)\\n\\n</${name}>$`, 'm')
    : new RegExp(`^<${name}${attributes}\\s*/>$`, 'm');
}

/** Field values from a matched block. */
export function fromBlock(spec: ComponentSpec, match: RegExpMatchArray | string[]) {
  const props: Record<string, string> = {};
  for (const [, name, value] of (match[1] ?? '').matchAll(/([A-Za-z][\w-]*)="([^"]*)"/g))
    if (name) props[name] = decodeAttribute(value ?? '');
  if (spec.body) props.body = match[2] ?? '';
  return props;
}

/**
 * The block for field values, attributes in the order the spec lists them; empty optional
 * attributes are left out.
 */
export function toBlock(spec: ComponentSpec, props: BlockProps) {
  const attributes = spec.attributes
    .map(({ name }) => [name, String(props[name] ?? '').trim()])
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` ${name}="${encodeAttribute(String(value))}"`)
    .join('');
  if (!spec.body) return `<${spec.name}${attributes} />`;
  const body = String(props.body ?? '').trim();
  return `<${spec.name}${attributes}>\n\n${body}\n\n</${spec.name}>`;
}

/**
 * What the editor's preview pane shows for the block: a quotation headed by the component's
 * label and attribute values (the pane sanitises HTML, so the component itself cannot show).
 */
export function previewMarkdown(spec: ComponentSpec, props: BlockProps) {
  const values = spec.attributes
    .map(({ name }) => String(props[name] ?? '').trim())
    .filter(Boolean);
  const head = `**${spec.label}${values.length ? `: ${values.join(' · ')}` : ''}**`;
  const body = spec.body ? String(props.body ?? '').trim() : '';
  return [head, ...(body ? ['', ...body.split('\n')] : [])]
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/** The admin's field list for the component: a select for an attribute with a value list. */
export function componentFields(spec: ComponentSpec) {
  const fields = spec.attributes.map(({ name, label, required, options }) => ({
    name,
    label,
    ...(options ? { widget: 'select', options, default: options[0] } : { widget: 'string' }),
    ...(required ? {} : { required: false }),
  }));
  return spec.body ? [...fields, { name: 'body', label: spec.body, widget: 'markdown' }] : fields;
}

/** The definition `CMS.registerEditorComponent()` takes. */
export function editorComponent(spec: ComponentSpec) {
  return {
    id: spec.name,
    label: spec.label,
    fields: componentFields(spec),
    pattern: blockPattern(spec),
    fromBlock: (match: RegExpMatchArray) => fromBlock(spec, match),
    toBlock: (props: BlockProps) => toBlock(spec, props),
    toPreview: (props: BlockProps) => previewMarkdown(spec, props),
  };
}
