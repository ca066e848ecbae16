import { accents } from '@/components/case-studies/accent';
import { ArchitectureDiagram } from '@/components/case-studies/architecture-diagram';
import { ArchitectureParts } from '@/components/case-studies/architecture-parts';
import { Band, type BandTone } from '@/components/case-studies/band';
import { TechList } from '@/components/case-studies/tech-list';
import { Disclosure } from '@/components/sections/disclosure';
import type { CaseStudy } from '@/lib/content/case-studies';

/** The architecture: the diagram, its parts and connections folded, then the whole stack. */
export function ArchitectureBand({ study, tone }: { study: CaseStudy; tone: BandTone }) {
  const { sections } = study;
  return (
    <Band id="architecture" copy={sections.architecture} tone={tone}>
      <ArchitectureDiagram
        id="architecture-diagram"
        architecture={study.architecture}
        core={accents[study.color].core}
        title={`Architecture of the ${study.tag}: ${study.architecture.nodes.map((n) => n.label).join(', ')}`}
      />
      {/* Both lists folded side by side (the diagram above draws every part and connection),
            then the stack across the full width: no column is left empty beside the other. */}
      <div className="mt-10 grid items-start gap-4 lg:grid-cols-2 lg:gap-10">
        <div>
          <Disclosure title={sections.architecture.componentsTitle}>
            <ArchitectureParts nodes={study.architecture.nodes} className="space-y-4" />
          </Disclosure>
        </div>
        <div>
          <Disclosure title={sections.architecture.connectionsTitle}>
            <ul className="mt-4 space-y-4" data-connections="">
              {study.architecture.edges.map((edge) => (
                <li
                  key={`${edge.from}-${edge.to}`}
                  className="rounded-xl border border-ink-200 bg-surface p-4"
                >
                  {/* As written: capitals would turn "SaaS" into "SAAS" and "CSPs" into "CSPS". */}
                  <p className="text-sm font-semibold text-brand-700">{edge.label}</p>
                  <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-700">{edge.desc}</p>
                </li>
              ))}
            </ul>
          </Disclosure>
        </div>
      </div>
      <h3 className="mt-10 text-lg font-bold">{sections.architecture.stackTitle}</h3>
      <TechList
        items={study.technologies}
        label={sections.architecture.stackLabel}
        className="mt-4"
      />
    </Band>
  );
}
