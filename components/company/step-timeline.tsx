import { Timeline } from '@/components/sections/timeline';

interface Step {
  title: string;
  text: string;
  duration: string;
}

/** A numbered process (hiring, partnering) on the shared timeline; the duration is the marker. */
export function StepTimeline({ steps }: { steps: Step[] }) {
  return (
    <Timeline
      entries={steps.map((step) => ({
        marker: step.duration,
        title: step.title,
        description: step.text,
      }))}
    />
  );
}
