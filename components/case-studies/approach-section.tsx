import { MDXRemote } from 'next-mdx-remote/rsc';
import type { ComponentProps } from 'react';
import remarkGfm from 'remark-gfm';
import { Section, SectionHeading } from '@/components/sections/section';
import type { Approach } from '@/lib/content/case-studies';
import { cn } from '@/lib/utils/cn';

// The approach sits under its own h2, so any heading inside it drops one level.
const mdxComponents = {
  h2: (props: ComponentProps<'h3'>) => <h3 {...props} />,
  h3: (props: ComponentProps<'h4'>) => <h4 {...props} />,
};

const PROSE =
  'prose max-w-none text-ink-700 prose-p:text-ink-700 prose-li:text-ink-700 prose-strong:text-ink-900 prose-li:marker:text-brand-600 prose-a:text-brand-700';

function Markdown({ source, className }: { source: string; className?: string }) {
  if (!source) return null;
  return (
    <div className={`${PROSE} ${className ?? ''}`}>
      <MDXRemote
        source={source}
        components={mdxComponents}
        options={{ mdxOptions: { remarkPlugins: [remarkGfm] } }}
      />
    </div>
  );
}

/**
 * How we went about the project: the part of the MDX body under its first heading, shown after
 * the challenges it answers rather than above them (docs/case-studies.md#how-we-approached-it).
 * A study with bold-led decisions shows them numbered beside its prose; one written as prose
 * only sets its paragraphs in two columns. Either way the band uses the page's width: a single
 * reading column left two fifths of it empty at 1440 px.
 */
export function ApproachSection({
  id,
  eyebrow,
  approach,
  tone,
  numberClass,
}: {
  id: string;
  eyebrow: string;
  approach: Approach;
  tone: 'white' | 'muted';
  /** The decisions' numbers, in the study's colour (its accent's `text`). */
  numberClass: string;
}) {
  const { before, decisions, after } = approach;
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={approach.title} />
      {decisions.length === 0 ? (
        <Markdown
          source={before}
          className="lg:columns-2 lg:gap-12 [&>p:first-child]:mt-0 [&>p]:break-inside-avoid"
        />
      ) : (
        // Read in order on a phone (the prose, the decisions, the team); from 1024 px the prose
        // and the team share the left column and the decisions span both rows on the right.
        <div className="grid gap-6 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-6">
          <Markdown source={before} className="lg:col-span-5 [&>p:first-child]:mt-0" />
          {/* Numbered rows on hairlines, not cards: the decisions are one argument read in order. */}
          <ol className="divide-y divide-ink-200 border-y border-ink-200 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1">
            {decisions.map((decision, index) => (
              <li
                key={decision.title}
                className="grid grid-cols-[2.25rem_1fr] items-baseline gap-x-3 py-4 sm:grid-cols-[3.5rem_1fr] sm:gap-x-4 sm:py-6"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'font-display text-2xl leading-none font-extrabold tabular-nums sm:text-4xl',
                    numberClass,
                  )}
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="text-lg leading-snug font-bold text-ink-900">{decision.title}</h3>
                {/* Under the number as well on a phone, where a column beside it cost lines. */}
                <Markdown
                  source={decision.text}
                  className="col-span-2 mt-1.5 sm:col-span-1 sm:col-start-2 [&>p]:my-0"
                />
              </li>
            ))}
          </ol>
          {after && (
            <Markdown
              source={after}
              className="text-[0.9375rem] lg:col-span-5 lg:border-t lg:border-ink-200 lg:pt-6 [&>p:first-child]:mt-0"
            />
          )}
        </div>
      )}
    </Section>
  );
}
