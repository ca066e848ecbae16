import { DiagramFrame, DIAGRAM_WIDTH, Label, LINE } from '@/components/services/hero-diagram-parts';
import type { StudyStacks } from '@/lib/content/study-stacks';

const LABELS = 84;
const HEAD = 34;

/**
 * The /technologies hero: the published case studies' stacks side by side, a column a client,
 * a row a group, so the page opens on how the technologies fit together in shipped work rather
 * than on a wall of logos (docs/service-heroes.md). Decorative: the cards below say it all.
 */
export function StudyStacksArt({ companies, rows }: StudyStacks) {
  const column = (DIAGRAM_WIDTH - LABELS) / companies.length;
  const heights = rows.map(
    (row) => Math.max(1, ...row.cells.map((cell) => cell.length)) * LINE + 16,
  );
  const tops = heights.map(
    (_, index) => HEAD + heights.slice(0, index).reduce((a, b) => a + b + 8, 0),
  );
  const height = tops.at(-1)! + heights.at(-1)! + 6;
  return (
    <div aria-hidden="true" data-hero-drawing="study-stacks">
      <DiagramFrame height={height}>
        {companies.map((company, index) => (
          <Label
            key={company}
            x={LABELS + column * (index + 0.5)}
            y={20}
            tone="title"
            anchor="middle"
          >
            {company}
          </Label>
        ))}
        {rows.map((row, index) => (
          <g key={row.id}>
            <Label x={0} y={tops[index]! + heights[index]! / 2 + 5} tone="note">
              {row.title}
            </Label>
            {row.cells.map((cell, at) =>
              cell.length > 0 ? (
                <g key={at}>
                  <rect
                    x={LABELS + column * at + 3}
                    y={tops[index]}
                    width={column - 6}
                    height={heights[index]}
                    rx="10"
                    className={index % 2 ? 'fill-brand-700' : 'fill-brand-900'}
                    stroke="white"
                    strokeOpacity="0.18"
                  />
                  {cell.map((name, line) => (
                    <Label
                      key={name}
                      x={LABELS + column * (at + 0.5)}
                      y={tops[index]! + 21 + line * LINE}
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
                  cx={LABELS + column * (at + 0.5)}
                  cy={tops[index]! + heights[index]! / 2}
                  r="3"
                  className="fill-brand-300"
                  opacity="0.5"
                />
              ),
            )}
          </g>
        ))}
      </DiagramFrame>
    </div>
  );
}
