import type { Metadata } from 'next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { ContactDetailsCard } from '@/components/company/contact-details-card';
import { HeroActions } from '@/components/sections/hero-actions';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { StepCard, type StepCardLook } from '@/components/sections/step-card';
import { getSubmissionOutcomes, type OutcomeKind } from '@/lib/content/submission-outcomes';
import { NATIVE_POST_PAGES } from '@/lib/leads/native-post';
import { pageMetadata } from '@/lib/seo/metadata';

/** What happens next: roomy cards with a large number. */
const nextStepLook: StepCardLook = {
  card: 'p-6 sm:p-7',
  number: 'text-3xl font-extrabold tracking-tight text-brand-400',
  title: 'text-ink-950',
  text: 'text-ink-700',
};

/** noindex: a visitor lands here after a form post; it is no page to find in a search. */
function submissionOutcomeMetadata(kind: OutcomeKind): Metadata {
  const { seo } = getSubmissionOutcomes()[kind];
  return pageMetadata({ ...seo, path: NATIVE_POST_PAGES[kind], noindex: true });
}

/**
 * Where a form posted without JavaScript lands
 * (docs/lead-safety.md#forms-work-without-javascript): a confirmation with what
 * happens next, or the failure page with every direct way to reach the team. Static HTML,
 * no island: it must work in the very browser whose scripts never ran.
 */
export function SubmissionOutcomePage({ kind }: { kind: OutcomeKind }) {
  const outcome = getSubmissionOutcomes()[kind];
  const failed = kind === 'failed';
  const Icon = failed ? CircleAlert : CircleCheck;
  return (
    <main>
      <PageHero
        trail={[{ name: outcome.hero.title, path: NATIVE_POST_PAGES[kind] }]}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5" />
            {outcome.hero.eyebrow}
          </span>
        }
        title={outcome.hero.title}
        intro={<p>{outcome.hero.intro}</p>}
        actions={<HeroActions primary={outcome.hero.primary} secondary={outcome.hero.secondary} />}
        aside={false}
      />
      <Section labelledBy="next-heading" tone="muted">
        <div
          className={failed ? 'grid gap-10 @min-[60rem]/page:grid-cols-12 lg:gap-12' : undefined}
        >
          <div className={failed ? 'lg:col-span-7' : undefined}>
            <SectionHeading id="next-heading" title={outcome.next.title} />
            <ol className={failed ? 'grid gap-6' : 'grid gap-6 @min-[44rem]/page:grid-cols-3'}>
              {outcome.next.steps.map((step, index) => (
                <StepCard key={step.title} index={index} {...step} look={nextStepLook} />
              ))}
            </ol>
          </div>
          {outcome.details && (
            <div className="lg:col-span-5">
              <ContactDetailsCard {...outcome.details} />
            </div>
          )}
        </div>
      </Section>
    </main>
  );
}

/**
 * The route of one outcome page (app/contact/thank-you, app/newsletter/thank-you,
 * app/submission-failed): its metadata and the page, bound to its kind.
 */
export function submissionOutcomeRoute(kind: OutcomeKind) {
  return {
    metadata: submissionOutcomeMetadata(kind),
    Page: () => <SubmissionOutcomePage kind={kind} />,
  };
}
