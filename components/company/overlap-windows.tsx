import { Section, SectionHeading } from '@/components/sections/section';
import type { getHours } from '@/lib/content/hours';
import type { Overlap } from '@/lib/hours/overlap';

type Hours = ReturnType<typeof getHours>;

/** "14:30-18:00 IST", then "9:00-12:30 London · 3.5 h together". */
function Window({ overlap, hours, city }: { overlap: Overlap; hours: Hours; city: string }) {
  const together = hours.duration.replace('{hours}', String(overlap.minutes / 60));
  return (
    <>
      <span className="block font-semibold text-ink-900">
        {overlap.ours} {hours.zone}
      </span>
      {/* Four to a row the line wraps; it wraps between its two halves, never inside "6.5 h". */}
      <span className="block text-sm text-ink-600">
        {overlap.theirs} {city} · <span className="whitespace-nowrap">{together}</span>
      </span>
    </>
  );
}

/** Which window each row shows, under which label: both seasons, or one for a fixed clock. */
const SEASONS = [
  ['standard', 'standard'],
  ['daylight', 'daylight'],
] as const;
const SAME_ALL_YEAR = [['standard', 'allYear']] as const;

/**
 * The real overlap of our day with each region's, in standard and daylight saving time, and
 * who answers outside it (docs/hours.md). Every window is computed, none typed.
 */
export function OverlapWindows({ hours }: { hours: Hours }) {
  return (
    <Section tone="muted" labelledBy="overlap-heading">
      <SectionHeading
        id="overlap-heading"
        eyebrow={hours.eyebrow}
        title={hours.title}
        intro={hours.intro}
      />
      <ul className="grid gap-4 @min-[36rem]/page:grid-cols-2 @min-[60rem]/page:grid-cols-4">
        {hours.rows.map((row) => (
          <li key={row.name} className="card p-6">
            <h3 className="text-lg font-bold">
              {row.name} <span className="font-normal text-ink-600">· {row.city}</span>
            </h3>
            {row.call ? (
              <div className="mt-3 text-[0.9375rem] text-ink-700">
                <p className="font-semibold text-ink-900">{hours.callLead}</p>
                <p className="mt-1">{row.call}</p>
              </div>
            ) : (
              <dl className="mt-3 space-y-3">
                {(row.allYear ? SAME_ALL_YEAR : SEASONS).map(([season, label]) => {
                  const overlap = row[season];
                  return (
                    <div key={season}>
                      <dt className="text-sm text-ink-600">{hours.columns[label]}</dt>
                      <dd>
                        {overlap ? (
                          <Window overlap={overlap} hours={hours} city={row.city} />
                        ) : (
                          hours.noOverlap
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            )}
            {/* The Gulf's week is not ours: the shared days and who covers the rest, in words. */}
            {row.week && (
              <p className="mt-4 border-t border-ink-200 pt-3 text-sm text-ink-700">{row.week}</p>
            )}
          </li>
        ))}
      </ul>
      <h3 className="mt-12 text-xl font-bold">{hours.outside.title}</h3>
      <dl className="mt-4 grid gap-6 @min-[44rem]/page:grid-cols-3">
        {hours.outside.items.map((item) => (
          <div key={item.title}>
            <dt className="font-semibold text-ink-900">{item.title}</dt>
            <dd className="mt-1 text-ink-700">{item.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
