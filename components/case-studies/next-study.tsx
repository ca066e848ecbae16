import { ArrowRight } from 'lucide-react';
import { accents } from '@/components/case-studies/accent';
import { StudyTitle } from '@/components/case-studies/case-study-card';
import { Badge } from '@/components/ui/badge';
import type { CaseStudy } from '@/lib/content/case-studies';
import { cn } from '@/lib/utils/cn';

interface NextStudyProps {
  study: Pick<CaseStudy, 'path' | 'title' | 'client' | 'category' | 'shortDesc' | 'color'>;
  /** "Next case study" (content/pages/case-studies.json, study.nextStudyLabel). */
  label: string;
}

/**
 * The study a reader goes on to once this one is told, above the closing call to action: one
 * wide card in the list's look, its accent bar, client and summary, with the title as its link
 * (docs/case-studies.md#the-next-study).
 */
export function NextStudy({ study, label }: NextStudyProps) {
  const accent = accents[study.color];
  return (
    <nav
      aria-labelledby="next-study-label"
      className="border-t border-ink-200 bg-ink-50 py-8 sm:py-16 print:hidden"
      data-next-study=""
    >
      <div className="container-page">
        <div className="narrow-bleed card card-interactive group relative overflow-hidden">
          <div aria-hidden="true" className={cn('h-1.5 bg-gradient-to-r', accent.bar)} />
          <div className="narrow-pad grid gap-6 p-6 sm:p-10 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-16 lg:px-12">
            <div>
              {/* Under 1024 px the arrow stands beside the label, not under the text: the EV
                  study has a height budget on a phone (e2e/phone-layout.spec.ts). */}
              <p className="flex items-center justify-between gap-4">
                <span id="next-study-label" className="eyebrow">
                  {label}
                </span>
                <Arrow className={cn('inline-flex size-10 lg:hidden', accent.disc)} />
              </p>
              <StudyTitle
                study={study}
                as="p"
                className="next-study-title mt-3 font-display leading-tight font-bold tracking-tight text-ink-950"
              />
              <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
                <Badge tone={accent.badge}>{study.category}</Badge>
                <span className="text-sm font-medium text-ink-700">{study.client}</span>
              </p>
              {/* The summary from 640 px: on a phone the title and client say enough. */}
              <p className="mt-3 hidden max-w-3xl leading-relaxed text-ink-600 sm:block">
                {study.shortDesc}
              </p>
            </div>
            <Arrow className={cn('hidden size-16 lg:inline-flex', accent.disc)} />
          </div>
        </div>
      </div>
    </nav>
  );
}

/** The card's arrow: a disc in the next study's colour that moves on when the card is hovered. */
function Arrow({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'shrink-0 items-center justify-center rounded-full transition-transform group-hover:translate-x-1',
        className,
      )}
    >
      <ArrowRight className="size-1/2" />
    </span>
  );
}
