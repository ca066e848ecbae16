import { MDXRemote } from 'next-mdx-remote/rsc';
import type { ComponentProps } from 'react';
import remarkGfm from 'remark-gfm';
import { Section, SectionHeading } from '@/components/sections/section';
import type { CaseStudy } from '@/lib/content/case-studies';

// The approach sits under its own h2, so any heading inside it drops one level.
const mdxComponents = {
  h2: (props: ComponentProps<'h3'>) => <h3 {...props} />,
  h3: (props: ComponentProps<'h4'>) => <h4 {...props} />,
};

/**
 * How we went about the project: the part of the MDX body under its first heading, shown after
 * the challenges it answers rather than above them (docs/case-studies.md).
 */
export function ApproachSection({
  id,
  approach,
  tone,
}: {
  id: string;
  approach: NonNullable<CaseStudy['approach']>;
  tone: 'white' | 'muted';
}) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={approach.title} className="mb-0 sm:mb-0" />
      <div className="prose mt-6 max-w-3xl text-ink-700 prose-p:text-ink-700 prose-li:text-ink-700 prose-strong:text-ink-900 prose-li:marker:text-brand-600 prose-a:text-brand-700">
        <MDXRemote
          source={approach.body}
          components={mdxComponents}
          options={{ mdxOptions: { remarkPlugins: [remarkGfm] } }}
        />
      </div>
    </Section>
  );
}
