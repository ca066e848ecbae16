import { ArchitectureParts } from '@/components/case-studies/architecture-parts';
import { ArchitectureDiagram } from '@/components/case-studies/architecture-diagram';
import { Disclosure } from '@/components/sections/disclosure';
import type { PageSection } from '@/lib/content/section-schemas';

type ArchitectureSectionContent = Extract<PageSection, { type: 'architecture' }>;

/**
 * A service's reference architecture, drawn by the case studies' diagram (wide on desktop, tall
 * on phones), then what each part does, folded: the drawing already names every part and
 * connection, so the list stays shut unless a reader wants the detail. Server-rendered SVG and
 * <details>: no script (docs/architecture-sections.md).
 */
export function ArchitectureSection({
  section,
  id,
}: {
  section: ArchitectureSectionContent;
  id: string;
}) {
  const { architecture } = section;
  return (
    <>
      <ArchitectureDiagram
        id={`${id}-diagram`}
        architecture={architecture}
        title={section.drawingTitle}
        captions={section.tiers}
      />
      <div className="mt-6 sm:mt-8">
        <Disclosure title={section.partsTitle}>
          <ArchitectureParts
            nodes={architecture.nodes}
            className="grid gap-x-10 gap-y-4 @min-[36rem]/page:grid-cols-2"
          />
        </Disclosure>
      </div>
    </>
  );
}
