import { CaseStudyIcon } from '@/components/case-studies/case-study-icon';
import type { Architecture } from '@/lib/content/case-studies';
import { cn } from '@/lib/utils/cn';

/**
 * What each part of an architecture drawing does, as a definition list: the text version of the
 * diagram, shared by the case studies and the service pages' architecture sections.
 */
export function ArchitectureParts({
  nodes,
  className,
}: {
  nodes: Architecture['nodes'];
  className?: string;
}) {
  return (
    <dl className={cn('mt-4', className)}>
      {nodes.map((node) => (
        <div key={node.id}>
          <dt className="flex items-center gap-3 font-semibold text-ink-900">
            <CaseStudyIcon name={node.icon} className="size-5 shrink-0 text-brand-700" />
            {node.label}
          </dt>
          <dd className="mt-0.5 pl-8 text-[0.9375rem] leading-relaxed text-ink-600">{node.desc}</dd>
        </div>
      ))}
    </dl>
  );
}
