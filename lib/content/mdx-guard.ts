import { ContentError } from '@/lib/content/parse';

/**
 * What article bodies may contain besides Markdown: the listed components with string
 * attributes. `values` restricts an attribute to a list; `required` must be present.
 */
export type ComponentRules = Record<
  string,
  Record<string, { required?: boolean; values?: readonly string[] }>
>;

export const ARTICLE_COMPONENTS: ComponentRules = {
  Callout: {
    type: { required: true, values: ['info', 'tip', 'warning'] },
    title: { required: true },
  },
  // A worked formula: a Markdown list inside, one "label: arithmetic = result" a line.
  Formula: {},
};

/** The part of an MDAST node the guard reads. */
export interface MdastNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdastNode[];
  position?: { start: { line: number } };
}

const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression']);
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/**
 * Everything in an MDX tree that would not render as written: JavaScript expressions (which
 * next-mdx-remote drops silently), imports and exports, unknown components or attributes.
 */
export function findMdxProblems(tree: MdastNode, rules: ComponentRules, lineOffset = 0): string[] {
  const problems: string[] = [];
  const walk = (node: MdastNode) => {
    const line = node.position?.start.line;
    const at = `line ${line === undefined ? '?' : line + lineOffset}`;
    if (EXPRESSIONS.has(node.type)) {
      problems.push(`${at}: JavaScript expression {${String(node.value)}} is not allowed`);
    } else if (node.type === 'mdxjsEsm') {
      problems.push(`${at}: import/export is not allowed`);
    } else if (JSX.has(node.type)) {
      const name = node.name ?? '(fragment)';
      const allowed = rules[name];
      if (!allowed) {
        problems.push(
          `${at}: unknown component <${name}> (allowed: ${Object.keys(rules).join(', ')})`,
        );
      } else {
        const seen = new Set<string>();
        for (const attr of node.attributes ?? []) {
          if (attr.type !== 'mdxJsxAttribute' || !attr.name) {
            problems.push(`${at}: <${name}> spread attributes are not allowed`);
            continue;
          }
          seen.add(attr.name);
          const rule = allowed[attr.name];
          if (!rule) problems.push(`${at}: <${name}> has no attribute "${attr.name}"`);
          else if (typeof attr.value !== 'string')
            problems.push(
              `${at}: <${name} ${attr.name}> must be a plain string, e.g. ${attr.name}="..."`,
            );
          else if (rule.values && !rule.values.includes(attr.value))
            problems.push(
              `${at}: <${name} ${attr.name}="${attr.value}"> must be one of ${rule.values.join(', ')}`,
            );
        }
        for (const [attrName, rule] of Object.entries(allowed))
          if (rule.required && !seen.has(attrName))
            problems.push(`${at}: <${name}> needs a ${attrName} attribute`);
      }
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return problems;
}

/**
 * Remark plugin: fails the build naming the file when an article body breaks the rules above.
 * `lineOffset` (the front matter's lines) makes the lines the file's own, not the body's.
 */
export function remarkMdxGuard({
  file,
  rules,
  lineOffset = 0,
}: {
  file: string;
  rules: ComponentRules;
  lineOffset?: number;
}) {
  return (tree: MdastNode) => {
    const problems = findMdxProblems(tree, rules, lineOffset);
    if (problems.length) throw new ContentError(file, problems);
  };
}
