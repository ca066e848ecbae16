import { SplitLayout } from '@/components/company/split-layout';
import { Section, SectionHeading } from '@/components/sections/section';
import { Timeline } from '@/components/sections/timeline';

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
 * A numbered process (hiring, partnering): its heading beside the steps on the shared timeline,
 * each step's duration its marker.
 */
export function StepTimelineSection({ id, copy }: StepTimelineSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section labelledBy={headingId}>
      <SplitLayout aside={<SectionHeading id={headingId} {...copy} className="mb-0!" />}>
        <Timeline
          entries={copy.items.map((step) => ({
            marker: step.duration,
            title: step.title,
            description: step.text,
          }))}
        />
      </SplitLayout>
    </Section>
  );
}
