import type { CaseStudy, CaseStudyColor } from '@/lib/content/case-studies';

/**
 * Fixed class names per study colour, as literal light tints: the hero is dark in both schemes,
 * and the teal and violet scales turn over in the dark one (a 300 there is a dark shade).
 */
const tints: Record<CaseStudyColor, { dot: string; text: string }> = {
  brand: { dot: 'bg-[#9eaeff]', text: 'text-[#c6d0ff]' },
  teal: { dot: 'bg-[#5eead4]', text: 'text-[#99f6e4]' },
  emerald: { dot: 'bg-[#6ee7b7]', text: 'text-[#a7f3d0]' },
  violet: { dot: 'bg-[#c4b5fd]', text: 'text-[#ddd6fe]' },
  amber: { dot: 'bg-[#fbb454]', text: 'text-[#fdd9a0]' },
};

/** "8 months" -> 8; a duration written another way draws no bar. */
function months(duration: string): number | undefined {
  const match = /^(\d+) months?$/.exec(duration.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * The hero of /case-studies: every study on one line of time, oldest first, with its year,
 * industry, client, headline figure and a bar as long as the project ran. Drawn from the
 * studies' own content, so a new study joins it with no change here; a drawn board of made-up
 * bars read as clip-art to a reviewer. Server-rendered HTML, so its text is the site's and
 * grows with the reader's text size. Hidden from screen readers: the cards below say the same.
 */
export function StudiesTimeline({ studies, caption }: { studies: CaseStudy[]; caption: string }) {
  const ordered = [...studies].sort((a, b) => a.date.localeCompare(b.date));
  const longest = Math.max(...ordered.map((s) => months(s.duration) ?? 0), 1);
  return (
    <div
      aria-hidden="true"
      data-hero-chart="studies"
      className="rounded-2xl bg-white/[0.04] p-6 ring-1 ring-white/10 xl:p-8"
    >
      <p className="text-xs font-semibold tracking-wider text-brand-300 uppercase">{caption}</p>
      <ol className="relative mt-4">
        {/* The line of time, through the dots' centres: the year's 3rem, a 0.75rem gap, then the
            middle of the dot's 1.5rem column. */}
        <span className="absolute top-4 bottom-4 left-[calc(4.5rem-0.5px)] w-px bg-white/20" />
        {ordered.map((study) => {
          const year = study.date.slice(0, 4);
          const [client] = study.client.split(',');
          const metric = study.outcomes.metrics[0]!;
          const span = months(study.duration);
          const tint = tints[study.color];
          return (
            <li
              key={study.slug}
              className="relative grid grid-cols-[3rem_1.5rem_1fr] gap-x-3 border-white/10 py-3.5 [&+&]:border-t"
            >
              <span className="pt-0.5 font-display text-sm font-bold text-white tabular-nums">
                {year}
              </span>
              <span
                className={`mt-1.5 size-3 justify-self-center rounded-full ring-4 ring-brand-950 ${tint.dot}`}
              />
              <div className="min-w-0">
                <p className="text-sm leading-snug">
                  <span className="font-semibold text-white">{client}</span>
                  <span className="text-brand-300"> · {study.category}</span>
                </p>
                <p className="mt-1 flex flex-wrap items-baseline gap-x-2.5">
                  <span
                    className={`font-display text-2xl leading-tight font-extrabold ${tint.text}`}
                  >
                    {metric.value}
                  </span>
                  <span className="text-sm text-brand-100">{metric.label}</span>
                </p>
                {span && (
                  <p className="mt-2 flex items-center gap-3 text-xs text-brand-200">
                    <span
                      className={`h-1.5 shrink-0 rounded-full opacity-70 ${tint.dot}`}
                      style={{ width: `${(span / longest) * 6}rem` }}
                    />
                    {study.duration} · {study.teamSize}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The timeline on a phone: each study's year, colour and client in one row that wraps,
 * oldest first, in place of the panel a phone's width would stretch into a second screen.
 */
export function StudiesTimelineRow({ studies }: { studies: CaseStudy[] }) {
  const ordered = [...studies].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <ol
      aria-hidden="true"
      data-hero-compact="studies"
      className="flex flex-wrap gap-x-5 gap-y-3 border-t border-white/10 pt-5"
    >
      {ordered.map((study) => {
        const [client] = study.client.split(',');
        const tint = tints[study.color];
        return (
          <li key={study.slug} className="flex items-baseline gap-2">
            <span className={`size-2.5 shrink-0 self-center rounded-full ${tint.dot}`} />
            <span className="font-display text-sm font-bold text-white tabular-nums">
              {study.date.slice(0, 4)}
            </span>
            <span className={`text-sm font-semibold ${tint.text}`}>{client}</span>
          </li>
        );
      })}
    </ol>
  );
}
