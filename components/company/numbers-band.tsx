import { Section } from '@/components/sections/section';
import { StatRow, type Stat } from '@/components/sections/stat-row';

interface NumbersBandProps {
  id: string;
  /** Read by screen readers only: the figures speak for themselves on screen. */
  heading: string;
  stats: Stat[];
  /** A line under the figures that says how they relate to what the page shows. */
  note?: string;
}

/** The muted band of headline figures under a page's hero. */
export function NumbersBand({ id, heading, stats, note }: NumbersBandProps) {
  return (
    <Section tone="muted" labelledBy={id}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <StatRow stats={stats} />
      {note && <p className="mt-4 max-w-3xl text-ink-700">{note}</p>}
    </Section>
  );
}
