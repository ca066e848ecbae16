import { collectHeadings, nestToc, rehypeCollectToc, type HastNode, type TocEntry } from './toc';

const el = (tagName: string, id: string | undefined, ...children: HastNode[]): HastNode => ({
  type: 'element',
  tagName,
  properties: id ? { id } : {},
  children,
});
const text = (value: string): HastNode => ({ type: 'text', value });

const tree: HastNode = {
  type: 'root',
  children: [
    el('p', undefined, text('Intro')),
    el('h2', 'the-short-answer', text('The short answer')),
    el('h3', 'net', text('.NET')),
    el('h3', 'costs-in-', text('Costs in '), el('code', undefined, text('USD'))),
    el('h4', 'ignored', text('Too deep')),
    el('h2', 'next-steps', text('Next steps')),
    el('h2', undefined, text('No id, not linkable')),
  ],
};

describe('table of contents', () => {
  it('collects h2 and h3 with their ids and plain text, in order', () => {
    expect(collectHeadings(tree)).toEqual([
      { id: 'the-short-answer', text: 'The short answer', depth: 2 },
      { id: 'net', text: '.NET', depth: 3 },
      { id: 'costs-in-', text: 'Costs in USD', depth: 3 },
      { id: 'next-steps', text: 'Next steps', depth: 2 },
    ]);
  });

  it('nests h3 under the preceding h2', () => {
    const sections = nestToc(collectHeadings(tree));
    expect(sections.map((s) => [s.id, s.children.map((c) => c.id)])).toEqual([
      ['the-short-answer', ['net', 'costs-in-']],
      ['next-steps', []],
    ]);
  });

  it('works as a rehype plugin that fills the given array', () => {
    const into: TocEntry[] = [];
    rehypeCollectToc({ into })(tree);
    expect(into).toHaveLength(4);
  });
});
