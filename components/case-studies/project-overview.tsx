import Link from 'next/link';
import { MDXRemote } from 'next-mdx-remote/rsc';
import type { ComponentProps } from 'react';
import remarkGfm from 'remark-gfm';
import { accents } from '@/components/case-studies/accent';
import { FactList, type FactListLook } from '@/components/sections/fact-list';
import { FeatureList } from '@/components/sections/feature-list';
import type { CaseStudy, CaseStudyData } from '@/lib/content/case-studies';
import { getStudyServices } from '@/lib/content/study-services';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

// The narrative sits under the section's h2, so its own headings drop one level.
const mdxComponents = {
  h2: (props: ComponentProps<'h3'>) => <h3 {...props} />,
  h3: (props: ComponentProps<'h4'>) => <h4 {...props} />,
};

/** The "at a glance" card: light rows, the label in a narrow column beside its value. */
const glanceLook: FactListLook = {
  list: 'mt-5 divide-y divide-ink-200 border-y border-ink-200',
  row: 'pair-row grid grid-cols-[min(7rem,40%)_1fr] gap-4 py-3 text-sm',
  term: 'font-semibold text-ink-600',
  value: 'text-ink-900',
};

/** The services by their page names, one a line so no name breaks after a comma, each linked. */
function ServiceLinks({ study }: { study: CaseStudy }) {
  return (
    <ul className="space-y-1">
      {getStudyServices(study).map((service) => (
        <li key={service.path}>
          <Link
            href={service.path}
            className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
          >
            {service.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The client, the story (the MDX body up to its first heading) and the project at a glance. */
export function ProjectOverview({
  id,
  study,
  copy,
}: {
  id: string;
  study: CaseStudy;
  copy: NonNullable<CaseStudyData['sections']['overview']>;
}) {
  const facts = [
    { label: copy.facts.client, value: study.client },
    { label: copy.facts.industry, value: study.category },
    { label: copy.facts.duration, value: study.duration },
    { label: copy.facts.team, value: study.teamSize },
    { label: copy.facts.services, value: <ServiceLinks study={study} /> },
  ];
  return (
    <section aria-labelledby={id} className="section bg-surface">
      {/* At 1024 px the text stands centred beside the card: top-aligned, a short story left
          the card overhanging it by a third of its height (docs/case-studies.md#the-client). */}
      <div className="container-page grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16">
        <div className="lg:col-span-7">
          <p className="eyebrow mb-3">{copy.eyebrow}</p>
          <h2
            id={id}
            className={cn(
              'heading-fit text-3xl leading-tight font-bold tracking-tight sm:text-4xl',
              longestWordClass(study.clientBackground.title, 6),
            )}
          >
            {study.clientBackground.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-ink-700">
            {study.clientBackground.description}
          </p>
          {study.body && (
            // The story's last paragraph is the client's brief, set as its pull-quote.
            <div
              className={cn(
                'prose mt-6 max-w-none text-ink-700 [&>p:last-child]:mt-8 [&>p:last-child]:border-l-4 [&>p:last-child]:pl-5 [&>p:last-child]:font-display [&>p:last-child]:text-xl [&>p:last-child]:leading-snug [&>p:last-child]:font-semibold [&>p:last-child]:text-ink-900 lg:[&>p:last-child]:text-2xl prose-headings:font-display prose-headings:text-ink-950 prose-p:text-ink-700 prose-li:text-ink-700 prose-headings:tracking-tight prose-h3:mt-10 prose-h3:text-2xl prose-a:text-brand-700 prose-strong:text-ink-900 prose-li:marker:text-brand-600',
                accents[study.color].pullQuote,
              )}
            >
              <MDXRemote
                source={study.body}
                components={mdxComponents}
                options={{ mdxOptions: { remarkPlugins: [remarkGfm] } }}
              />
            </div>
          )}
        </div>
        <aside aria-label={copy.glanceTitle} className="lg:col-span-5">
          <div className="card p-6 sm:p-8">
            <p className="font-display text-lg font-bold text-ink-950">{copy.glanceTitle}</p>
            <FactList facts={facts} look={glanceLook} />
            {study.clientBackground.highlights.length > 0 && (
              <>
                <p className="mt-6 font-display font-bold text-ink-950">{copy.aboutTitle}</p>
                <FeatureList
                  items={study.clientBackground.highlights}
                  className="mt-4 text-sm text-ink-700"
                />
              </>
            )}
          </div>
        </aside>
      </div>
    </section>
  );
}
