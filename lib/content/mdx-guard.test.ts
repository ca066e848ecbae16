import { ARTICLE_COMPONENTS, findMdxProblems, remarkMdxGuard, type MdastNode } from './mdx-guard';

const at = (line: number) => ({ position: { start: { line } } });
const callout = (attributes: NonNullable<MdastNode['attributes']>, line = 3): MdastNode => ({
  type: 'mdxJsxFlowElement',
  name: 'Callout',
  attributes,
  children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Body' }] }],
  ...at(line),
});
const attr = (name: string, value: unknown) => ({ type: 'mdxJsxAttribute', name, value });
const root = (...children: MdastNode[]): MdastNode => ({ type: 'root', children });

describe('MDX guard', () => {
  it('accepts Markdown and a Callout with string attributes', () => {
    const tree = root(
      { type: 'heading', children: [{ type: 'text', value: 'Title' }] },
      callout([attr('type', 'tip'), attr('title', 'Write it down')]),
    );
    expect(findMdxProblems(tree, ARTICLE_COMPONENTS)).toEqual([]);
  });

  it('reports expressions, imports, unknown components and bad attributes with line numbers', () => {
    const tree = root(
      { type: 'mdxFlowExpression', value: '1 + 1', ...at(2) },
      { type: 'mdxjsEsm', value: 'import x from "y"', ...at(4) },
      { type: 'mdxJsxFlowElement', name: 'Chart', attributes: [], children: [], ...at(6) },
      callout([attr('type', 'danger'), attr('title', 'x')], 8),
      callout([attr('type', { type: 'mdxJsxAttributeValueExpression', value: '"tip"' })], 9),
    );
    expect(findMdxProblems(tree, ARTICLE_COMPONENTS)).toEqual([
      'line 2: JavaScript expression {1 + 1} is not allowed',
      'line 4: import/export is not allowed',
      'line 6: unknown component <Chart> (allowed: Callout, Formula)',
      'line 8: <Callout type="danger"> must be one of info, tip, warning',
      'line 9: <Callout type> must be a plain string, e.g. type="..."',
      'line 9: <Callout> needs a title attribute',
    ]);
  });

  it('fails the build naming the file', () => {
    const guard = remarkMdxGuard({ file: 'content/blog/x.mdx', rules: ARTICLE_COMPONENTS });
    expect(() => guard(root({ type: 'mdxTextExpression', value: 'price', ...at(7) }))).toThrow(
      /content\/blog\/x\.mdx[\s\S]*line 7: JavaScript expression \{price\}/,
    );
  });
});
