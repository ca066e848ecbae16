import { DiagramFrame, DIAGRAM_WIDTH, Label, LINE } from '@/components/services/hero-diagram-parts';
import type { StudyStacks } from '@/lib/content/study-stacks';

/** The clients' names over the columns. */
const HEAD = 38;
/** Each group's name sits over its row, so the cells get the drawing's full width. */
const ROW_TITLE = 20;
const ROW_GAP = 8;
/** Space between a cell's edge and its longest name ("Google Cloud", "React Native"). */
const CELL_GAP = 6;

/**
 * The /technologies hero: the published case studies' stacks side by side, a column a client,
 * a row a group, so the page opens on how the technologies fit together in shipped work rather
 * than on a wall of logos (docs/service-heroes.md). Decorative: the cards below say it all.
 * Names are never wrapped: a cell lists one technology a line, so a two-word name split over
 * two lines would read as two technologies.
 */
export function StudyStacksArt({ companies, rows }: StudyStacks) {
  const column = DIAGRAM_WIDTH / companies.length;
  const cellHeights = rows.map(
    (row) => Math.max(1, ...row.cells.map((cell) => cell.length)) * LINE + 16,
  );
  const tops = cellHeights.map(
    (_, index) =>
      HEAD + cellHeights.slice(0, index).reduce((sum, h) => sum + ROW_TITLE + h + ROW_GAP, 0),
  );
  const height = tops.at(-1)! + ROW_TITLE + cellHeights.at(-1)! + 6;
  return (
    <div aria-hidden="true" data-hero-drawing="study-stacks">
      <DiagramFrame height={height}>
        {companies.map((company, index) => (
          <Label key={company} x={column * (index + 0.5)} y={20} tone="title" anchor="middle">
            {company}
          </Label>
        ))}
        {rows.map((row, index) => {
          const cellTop = tops[index]! + ROW_TITLE;
          const cellHeight = cellHeights[index]!;
          return (
            <g key={row.id}>
              <Label x={CELL_GAP / 2 + 2} y={tops[index]! + 14} tone="note">
                {row.title}
              </Label>
              {row.cells.map((cell, at) =>
                cell.length > 0 ? (
                  <g key={at}>
                    <rect
                      x={column * at + CELL_GAP / 2}
                      y={cellTop}
                      width={column - CELL_GAP}
                      height={cellHeight}
                      rx="10"
                      className={index % 2 ? 'fill-brand-700' : 'fill-brand-900'}
                      stroke="white"
                      strokeOpacity="0.18"
                    />
                    {cell.map((name, line) => (
                      <Label
                        key={name}
                        x={column * (at + 0.5)}
                        y={cellTop + 21 + line * LINE}
                        tone="muted"
                        anchor="middle"
                      >
                        {name}
                      </Label>
                    ))}
                  </g>
                ) : (
                  <circle
                    key={at}
                    cx={column * (at + 0.5)}
                    cy={cellTop + cellHeight / 2}
                    r="3"
                    className="fill-brand-300"
                    opacity="0.5"
                  />
                ),
              )}
            </g>
          );
        })}
      </DiagramFrame>
    </div>
  );
}

/**
 * In a narrow column (a phone at large text, docs/reader-settings.md#a-narrow-column) the client
 * stands over its technologies, so a name such as PostgreSQL keeps a line of its own width.
 */
const NARROW_BLOCK = '@max-[16rem]/page:block';

/**
 * The same stacks on a phone, where the drawing's four columns would set its names at 8 px: a
 * small table, a row a client and its technologies on wrapping lines, in the site's text so
 * it grows with the reader's size. Decorative like the drawing: the cards below say it all.
 */
export function StudyStacksTable({ companies, rows }: StudyStacks) {
  return (
    <table aria-hidden="true" data-hero-compact="study-stacks" className="w-full text-sm">
      <tbody>
        {companies.map((company, at) => (
          <tr key={company} className={`border-white/10 [&+&]:border-t ${NARROW_BLOCK}`}>
            <th
              scope="row"
              className={`py-2.5 pr-4 text-left align-top font-semibold whitespace-nowrap text-white ${NARROW_BLOCK} @max-[16rem]/page:pb-0 @max-[16rem]/page:whitespace-normal`}
            >
              {company}
            </th>
            <td className={`py-2.5 text-brand-100 ${NARROW_BLOCK}`}>
              {/* Each name moves to the next line whole, its separator with it. */}
              {rows
                .flatMap((row) => row.cells[at] ?? [])
                .map((name, index, names) => (
                  <span key={name} className="mr-1.5 inline-block">
                    {name}
                    {index < names.length - 1 && ' ·'}
                  </span>
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
