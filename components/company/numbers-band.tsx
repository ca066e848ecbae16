import { Section } from '@/components/sections/section';
import { StatRow, type Stat } from '@/components/sections/stat-row';

interface NumbersBandProps {
  id: string;
  /** Read by screen readers only: the figures speak for themselves on screen. */
  heading: string;
  stats: Stat[];
}

/** The muted band of headline figures under a page's hero. */
export function NumbersBand({ id, heading, stats }: NumbersBandProps) {
  return (
    <Section tone="muted" labelledBy={id}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <StatRow stats={stats} />
    </Section>
  );
}
