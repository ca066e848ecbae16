import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type WithChildren = ReactElement<{ children?: ReactNode }>;

const isTag = (node: ReactNode, tag: string): node is WithChildren =>
  isValidElement(node) && node.type === tag;

/** The plain text of a piece of MDX output (a header cell's words, without markup). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The header cells' texts of an MDX table (its thead's first row). */
function headerLabels(children: ReactNode): string[] {
  const head = Children.toArray(children).find((node) => isTag(node, 'thead'));
  if (!head) return [];
  const row = Children.toArray(head.props.children).find((node) => isTag(node, 'tr'));
  if (!row) return [];
  return Children.toArray(row.props.children)
    .filter((node) => isTag(node, 'th'))
    .map(textOf);
}

/**
 * The table's body with each cell labelled by its column's header (`data-label`), so that on a
 * phone a row can be shown as a card of "header: value" lines (app/globals.css, .stacked-table)
 * and no column is ever off-screen (docs/article-tables.md).
 */
export function labelCells(children: ReactNode): ReactNode {
  const labels = headerLabels(children);
  if (labels.length === 0) return children;
  return Children.map(children, (section) => {
    if (!isTag(section, 'tbody')) return section;
    return cloneElement(section, {
      children: Children.map(section.props.children, (row) => {
        if (!isTag(row, 'tr')) return row;
        let column = 0;
        return cloneElement(row, {
          children: Children.map(row.props.children, (cell) =>
            isTag(cell, 'td')
              ? cloneElement(cell as ReactElement<Record<string, unknown>>, {
                  'data-label': labels[column++] ?? '',
                })
              : cell,
          ),
        });
      }),
    });
  });
}
