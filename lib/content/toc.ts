/** One entry of an article's table of contents: a `##` or `###` heading and its anchor id. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface TocSection extends TocEntry {
  children: TocEntry[];
}

/** The part of a HAST node the collector reads. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** The h2 and h3 elements of a HAST tree in document order, with the ids rehype-slug gave them. */
export function collectHeadings(tree: HastNode): TocEntry[] {
  const entries: TocEntry[] = [];
  const walk = (node: HastNode) => {
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
      const id = node.properties?.id;
      if (typeof id === 'string' && id) {
        entries.push({
          id,
          text: textOf(node).replace(/\s+/g, ' ').trim(),
          depth: node.tagName === 'h2' ? 2 : 3,
        });
      }
      return;
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return entries;
}

/**
 * Rehype plugin: run after rehype-slug, it copies the headings into `into`, so the table of
 * contents links to exactly the ids the rendered body has.
 */
export function rehypeCollectToc({ into }: { into: TocEntry[] }) {
  return (tree: HastNode) => {
    into.push(...collectHeadings(tree));
  };
}

/** Nests each `###` under the `##` before it (a leading `###` becomes a section of its own). */
export function nestToc(entries: TocEntry[]): TocSection[] {
  const sections: TocSection[] = [];
  for (const entry of entries) {
    const last = sections.at(-1);
    if (entry.depth === 3 && last) last.children.push(entry);
    else sections.push({ ...entry, children: [] });
  }
  return sections;
}
