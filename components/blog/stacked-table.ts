import {
  Children,
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { textOf } from '@/lib/utils/text-of';

type WithChildren = ReactElement<{ children?: ReactNode }>;

const isTag = (node: ReactNode, tag: string): node is WithChildren =>
  isValidElement(node) && node.type === tag;

/** The plain text of a piece of MDX output (a header cell's words, without markup). */
export { textOf };

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

/** The rows of a table section (thead or tbody) and each row's cells of one tag. */
const rowsOf = (section: WithChildren) =>
  Children.toArray(section.props.children).filter((node) => isTag(node, 'tr'));
const cellsOf = (row: WithChildren, tag: 'td' | 'th') =>
  Children.toArray(row.props.children).filter((node) => isTag(node, tag));

/**
 * A figure a reader compares down a column: an amount, a count, a share or a duration, with
 * its sign, currency and unit ("$420", "5,000", "-27%", "≈ 0.8 s", "12 ms", "3x").
 */
const FIGURE = /^[~≈<>+\-−]?\s*[$€£₹]?\s*\d[\d,.]*\s*(%|[kKM]|ms|s|x|×|h|min)?$/;

/** The indexes of the columns whose every filled body cell is a figure. */
export function figureColumns(children: ReactNode): Set<number> {
  const rows = Children.toArray(children)
    .filter((node) => isTag(node, 'tbody'))
    .flatMap((body) => rowsOf(body as WithChildren));
  const width = Math.max(0, ...rows.map((row) => cellsOf(row as WithChildren, 'td').length));
  const columns = new Set<number>();
  for (let column = 0; column < width; column++) {
    const texts = rows
      .map((row) => textOf(cellsOf(row as WithChildren, 'td')[column]).trim())
      .filter(Boolean);
    if (texts.length > 0 && texts.every((text) => FIGURE.test(text))) columns.add(column);
  }
  return columns;
}

/**
 * What a table may hold and still be a table on a phone (docs/article-tables.md#compact-tables-on-phones):
 * a phone's text column is about 20rem, room for four columns, about 90 characters of cells
 * across a row once the longest ones wrap to two lines, and 36 characters of unbreakable words.
 */
export const PHONE_TABLE = { columns: 4, characters: 90, wordCharacters: 36 } as const;

/** Every row's cell texts, the header row first. */
function rowTexts(children: ReactNode): string[][] {
  return Children.toArray(children)
    .filter((node) => isTag(node, 'thead') || isTag(node, 'tbody'))
    .flatMap((section) => rowsOf(section as WithChildren))
    .map((row) =>
      Children.toArray((row as WithChildren).props.children)
        .filter((cell) => isTag(cell, 'td') || isTag(cell, 'th'))
        .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim()),
    );
}

/** The longest of some lengths, 0 for none. */
const longest = (lengths: number[]) => Math.max(0, ...lengths);

/**
 * Whether a table reads as a compact table in a phone's column, decided from its words when the
 * article is built: few columns, and the longest cell and the longest word of each column adding
 * up to what a 20rem row can hold. Wider tables are stacked into cards on phones instead.
 */
export function fitsPhone(children: ReactNode): boolean {
  const rows = rowTexts(children);
  const width = longest(rows.map((row) => row.length));
  if (width === 0 || width > PHONE_TABLE.columns) return false;
  const columns = Array.from({ length: width }, (_, column) =>
    rows.map((row) => row[column] ?? ''),
  );
  const characters = columns.reduce(
    (sum, cells) => sum + longest(cells.map((cell) => cell.length)),
    0,
  );
  // A figure column is set on one line (app/globals.css), so its longest cell is one word.
  const figures = figureColumns(children);
  const wordCharacters = columns.reduce(
    (sum, cells, column) =>
      sum +
      longest(
        cells.flatMap((cell) =>
          figures.has(column) ? [cell.length] : cell.split(' ').map((word) => word.length),
        ),
      ),
    0,
  );
  return characters <= PHONE_TABLE.characters && wordCharacters <= PHONE_TABLE.wordCharacters;
}

const ARITHMETIC = /[×÷=]/;

/**
 * A worked calculation ("0.2 × 1,800 hours × $70 / 12") that may wrap only before an operator,
 * never after one or inside a quantity, so a narrow cell reads "0.2 × 1,800 hours" over
 * "× $70 / 12" rather than leaving a "×" or a "$70 /" at a line's end.
 */
export function arithmeticBreaks(text: string): string {
  if (!ARITHMETIC.test(text) || !/\d/.test(text)) return text;
  return text.replace(/ ([×÷=/+−]) /g, ' $1\u00a0').replace(/(\d) (?=\p{L})/gu, '$1\u00a0');
}

/**
 * A body cell's content in one span, its calculations kept whole (arithmeticBreaks, also in the
 * text around bold or linked parts). On a phone the cell is a two-column grid of its label and
 * its value, and every child of a grid is an item of its own: a cell such as
 * "$42,000 / 300 = **$140**" would put its bold result in a new grid row, under the label and
 * apart from its sum. One span keeps the value one item. An empty cell stays empty, so that the
 * stacked card can hide it (`td:empty`).
 */
function cellContent(content: ReactNode): ReactNode {
  if (content === undefined || content === null || content === '') return content;
  const parts = Children.map(content, (part) =>
    typeof part === 'string' ? arithmeticBreaks(part) : part,
  );
  return createElement('span', { className: 'stacked-value' }, parts);
}

/** A cell with attributes added. */
const withProps = (cell: ReactNode, props: Record<string, unknown>) =>
  cloneElement(cell as ReactElement<Record<string, unknown>>, props);

/**
 * The table with each body cell labelled by its column's header (`data-label`), so that on a
 * phone a row can be shown as a card of "header: value" lines (app/globals.css, .stacked-table)
 * and no column is ever off-screen, and the cells of figure columns marked (`data-figure`), so
 * that wider tables set them right-aligned in figures of one width (docs/article-tables.md).
 */
export function labelCells(children: ReactNode): ReactNode {
  const labels = headerLabels(children);
  if (labels.length === 0) return children;
  const figures = figureColumns(children);
  const mark = (column: number) => (figures.has(column) ? { 'data-figure': '' } : {});
  return Children.map(children, (section) => {
    if (!isTag(section, 'tbody') && !isTag(section, 'thead')) return section;
    const tag = isTag(section, 'tbody') ? 'td' : 'th';
    return cloneElement(section, {
      children: Children.map(section.props.children, (row) => {
        if (!isTag(row, 'tr')) return row;
        let column = 0;
        return cloneElement(row, {
          children: Children.map(row.props.children, (cell) => {
            if (!isTag(cell, tag)) return cell;
            const at = column++;
            if (tag === 'th') return withProps(cell, mark(at));
            return withProps(cell, {
              'data-label': labels[at] ?? '',
              ...mark(at),
              children: cellContent(cell.props.children),
            });
          }),
        });
      }),
    });
  });
}
