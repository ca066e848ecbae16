import { Children, isValidElement, type ReactNode } from 'react';
import { arithmeticBreaks } from '@/components/blog/stacked-table';
import { parseFormulaLine, type FormulaLine } from '@/lib/content/formula-lines';
import { cn } from '@/lib/utils/cn';
import { textOf } from '@/lib/utils/text-of';

/** The list items of the Markdown list the editor wrote inside <Formula>. */
function linesOf(children: ReactNode): FormulaLine[] {
  const list = Children.toArray(children).find(isValidElement<{ children?: ReactNode }>);
  const items = Children.toArray(list?.props.children).filter(isValidElement);
  if (items.length === 0)
    // One "label: arithmetic = result" a line (docs/editors.md#worked-formulas).
    throw new Error('<Formula> needs a Markdown list inside');
  return items.map((item) => parseFormulaLine(textOf(item)));
}

/**
 * A worked formula (docs/editors.md#worked-formulas): one term a line, the "=" signs in one
 * column and the results in the next, so the arithmetic reads down the page. In a page column
 * under 36rem (a phone, or enlarged text) each term stacks its label, arithmetic and result,
 * so no line has to wrap around the "=".
 */
export function Formula({ children }: { children: ReactNode }) {
  return (
    // break-word, not the page's "anywhere": a column never shrinks below a figure, so
    // "1,000,000" stays whole and a long line wraps before an operator instead. The arithmetic
    // column is `auto`, the results' `1fr`: the sum takes its whole width first and stays on
    // one line wherever the page allows, and a result in words wraps if anything has to (with
    // the sum as `1fr` beside an `auto` result, the sum wrapped even at 1440 px). At the body's 16 px, like the tables, not the article's 18:
    // a break-even line and its result in words fit the 41rem column on one line.
    <dl className="not-prose my-8 grid gap-x-4 text-base [overflow-wrap:break-word] rounded-xl border border-ink-200 bg-ink-50 px-5 py-4 tabular-nums @min-[36rem]/page:grid-cols-[fit-content(11rem)_auto_1fr]">
      {linesOf(children).map((line, index) => {
        const { expression } = line;
        const total = expression === undefined;
        return (
          <div
            key={index}
            className={cn(
              'grid py-2 @min-[36rem]/page:col-span-3 @min-[36rem]/page:grid-cols-subgrid @min-[36rem]/page:items-baseline',
              total && 'mt-1 border-t border-ink-300 pt-3',
            )}
          >
            <dt className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              {line.label}
            </dt>
            {expression !== undefined && (
              // Wraps only before an operator, as a worked sum in a table cell does.
              <dd className="text-ink-800 @min-[36rem]/page:text-right">
                {arithmeticBreaks(expression)}
              </dd>
            )}
            {/* A total has no arithmetic of its own: its result takes both columns. */}
            <dd
              className={cn(
                'text-ink-950',
                total ? 'font-bold @min-[36rem]/page:col-span-2' : 'font-semibold',
              )}
            >
              {!total && <span className="mr-2 text-ink-500">=</span>}
              {line.result}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
