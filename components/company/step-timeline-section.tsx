import { Timeline } from '@/components/sections/timeline';
import { Section, SectionHeading } from '@/components/sections/section';

interface Step {
  title: string;
  text: string;
  duration: string;
}

interface StepTimelineSectionProps {
  /** Names the section: its heading's id is `<id>-heading`. */
  id: string;
  copy: { eyebrow?: string; title: string; intro?: string; items: Step[] };
}

/**
 * A numbered process (hiring, partnering): its heading above the steps, which run down the
 * page on phones and tablets and across it from 1024 px at default text size, each step's duration its marker.
 */
export function StepTimelineSection({ id, copy }: StepTimelineSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} {...copy} />
      <Timeline
        across
        entries={copy.items.map((step) => ({
          marker: step.duration,
          title: step.title,
          description: step.text,
        }))}
      />
    </Section>
  );
}
