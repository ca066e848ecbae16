import type { CSSProperties } from 'react';
import { phaseSpan, type TimelinePhase } from '@/lib/content/case-studies';
import { TechTags } from '@/components/sections/tech-tags';

/**
 * The project phases on a month scale: each row places its phase as a bar across the months
 * it took, with what it delivered underneath. The bars are a picture of the time column, which
 * each row also states in words.
 */
export function PhaseTimeline({ phases }: { phases: TimelinePhase[] }) {
  const spans = phases.map((phase) => phaseSpan(phase.time));
  const months = Math.max(...spans.map((s) => s.end));
  const scale = Array.from({ length: months }, (_, i) => i + 1);
  const grid = { gridTemplateColumns: `repeat(${months}, minmax(0, 1fr))` } as CSSProperties;
  return (
    <div className="card overflow-hidden">
      <div
        aria-hidden="true"
        className="hidden border-b border-ink-200 bg-ink-50 lg:grid lg:grid-cols-[18rem_1fr]"
      >
        <p className="px-8 py-3 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          Phase
        </p>
        <div className="grid pr-8" style={grid}>
          {scale.map((month) => (
            <p
              key={month}
              className="border-l border-ink-200 px-2 py-3 text-xs font-semibold tracking-wide text-ink-600 uppercase"
            >
              Month {month}
            </p>
          ))}
        </div>
      </div>
      {/* Phones: the phases side by side in a sideways row (.phone-scroller). */}
      <ol className="phone-scroller divide-y divide-ink-200 max-sm:divide-y-0" tabIndex={0}>
        {phases.map((phase, index) => {
          const span = spans[index]!;
          const bar = {
            left: `${((span.start - 1) / months) * 100}%`,
            width: `${((span.end - span.start + 1) / months) * 100}%`,
          } as CSSProperties;
          return (
            <li
              key={phase.phase}
              className="grid gap-4 p-6 sm:p-8 lg:grid-cols-[18rem_1fr] lg:gap-0 lg:p-0"
            >
              <div className="flex items-start gap-4 lg:px-8 lg:py-7">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center keep-palette rounded-full bg-brand-700 font-display text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg leading-snug font-bold">{phase.phase}</h3>
                  <p className="mt-0.5 text-sm font-semibold text-accent-700">{phase.time}</p>
                </div>
              </div>
              <div className="lg:py-7 lg:pr-8">
                <div className="relative h-9" aria-hidden="true">
                  <div className="absolute inset-0 grid" style={grid}>
                    {scale.map((month) => (
                      <span
                        key={month}
                        className="border-l border-dashed border-ink-200 first:border-solid"
                      />
                    ))}
                  </div>
                  <div
                    className="absolute inset-y-1 flex items-center keep-palette rounded-full bg-gradient-to-r from-brand-700 to-brand-500 px-3 shadow-sm"
                    style={bar}
                  >
                    <span className="hidden truncate text-xs font-semibold text-white md:inline">
                      {phase.time}
                    </span>
                  </div>
                </div>
                <p className="mt-4 max-w-3xl leading-relaxed text-ink-600">{phase.desc}</p>
                {phase.deliverables && phase.deliverables.length > 0 && (
                  <TechTags
                    items={phase.deliverables}
                    label={`${phase.phase} deliverables`}
                    look="plain"
                    className="mt-4"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
