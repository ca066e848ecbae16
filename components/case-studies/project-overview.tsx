import { MDXRemote } from 'next-mdx-remote/rsc';
import type { ComponentProps } from 'react';
import remarkGfm from 'remark-gfm';
import { FeatureList } from '@/components/sections/feature-list';
import type { CaseStudy } from '@/lib/content/case-studies';

// The narrative sits under the section's h2, so its own headings drop one level.
const mdxComponents = {
  h2: (props: ComponentProps<'h3'>) => <h3 {...props} />,
  h3: (props: ComponentProps<'h4'>) => <h4 {...props} />,
};

/** The client, the story (MDX body) and the project at a glance. */
export function ProjectOverview({ id, study }: { id: string; study: CaseStudy }) {
  const facts = [
    { term: 'Client', value: study.client },
    { term: 'Industry', value: study.category },
    { term: 'Duration', value: study.duration },
    { term: 'Team', value: study.teamSize },
  ];
  return (
    <section aria-labelledby={id} className="section bg-white">
      <div className="container-page grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <p className="eyebrow mb-3">The client</p>
          <h2 id={id} className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
            {study.clientBackground.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-ink-700">
            {study.clientBackground.description}
          </p>
          {study.body && (
            <div className="prose mt-6 max-w-none text-ink-700 prose-headings:font-display prose-headings:text-ink-950 prose-p:text-ink-700 prose-li:text-ink-700 prose-headings:tracking-tight prose-h3:mt-10 prose-h3:text-2xl prose-a:text-brand-700 prose-strong:text-ink-900 prose-li:marker:text-brand-600">
              <MDXRemote
                source={study.body}
                components={mdxComponents}
                options={{ mdxOptions: { remarkPlugins: [remarkGfm] } }}
              />
            </div>
          )}
        </div>
        <aside aria-label="Project at a glance" className="lg:col-span-5">
          <div className="card p-6 sm:p-8 lg:sticky lg:top-28">
            <p className="font-display text-lg font-bold text-ink-950">Project at a glance</p>
            <dl className="mt-5 divide-y divide-ink-200 border-y border-ink-200">
              {facts.map((fact) => (
                <div key={fact.term} className="grid grid-cols-[7rem_1fr] gap-4 py-3 text-sm">
                  <dt className="font-semibold text-ink-600">{fact.term}</dt>
                  <dd className="text-ink-900">{fact.value}</dd>
                </div>
              ))}
              <div className="grid grid-cols-[7rem_1fr] gap-4 py-3 text-sm">
                <dt className="font-semibold text-ink-600">Services</dt>
                <dd className="text-ink-900">{study.services.join(', ')}</dd>
              </div>
            </dl>
            {study.clientBackground.highlights.length > 0 && (
              <>
                <p className="mt-6 font-display font-bold text-ink-950">About the client</p>
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
