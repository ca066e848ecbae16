import { cn } from '@/lib/utils/cn';

export interface ProcessStep {
  title: string;
  description: string;
  deliverables: string[];
  duration?: string;
}

interface ProcessStepsProps {
  steps: ProcessStep[];
  headingLevel?: 'h3' | 'h4';
}

/** Numbered step cards with their deliverables: the delivery process and project phases. */
export function ProcessSteps({ steps, headingLevel: Heading = 'h3' }: ProcessStepsProps) {
  return (
    <ol
      className={cn(
        'grid gap-6 @min-[36rem]/page:grid-cols-2',
        steps.length === 4 ? '@min-[60rem]/page:grid-cols-4' : '@min-[60rem]/page:grid-cols-3',
      )}
    >
      {steps.map((step, index) => (
        // Each card shares its row's four tracks (number, title, description, deliverables: CSS
        // subgrid), so the deliverables of a row start at one height whatever the text above.
        <li
          key={step.title}
          className="card relative row-span-4 grid grid-rows-subgrid gap-y-0 p-6 sm:p-7"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span
              aria-hidden="true"
              className="font-display text-4xl font-extrabold tracking-tight whitespace-nowrap text-brand-600"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            {step.duration && (
              <span className="rounded-full bg-accent-200 px-3 py-1 text-xs font-semibold text-ink-950">
                {step.duration}
              </span>
            )}
          </div>
          <Heading className="mt-4 text-xl font-bold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </Heading>
          <p className="mt-3 leading-relaxed text-ink-600">{step.description}</p>
          <div className="pt-5">
            <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
              Deliverables
            </p>
            <ul className="mt-2 space-y-1.5 text-sm text-ink-800">
              {step.deliverables.map((item) => (
                <li key={item} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}
