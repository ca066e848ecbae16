import { Section, SectionHeading } from '@/components/sections/section';
import { UnbrokenRanges } from '@/components/ui/unbroken-ranges';
import type { ServiceGuideView } from '@/lib/content/service-guide';

/**
 * The chooser at the top of /services: every service page under the situation it is for, each
 * with the line that sets it apart from its neighbours. Thirteen pages with overlapping names
 * (MVP, custom product, product engineering; cloud and DevOps) read as sprawl in a grid of
 * cards; as rows of situations a CTO finds their page first and reads the cards after
 * (docs/navigation.md#the-services-hub). Plain links and CSS grid: no script.
 */
export function ServiceGuide({ guide }: { guide: ServiceGuideView }) {
  return (
    <Section labelledBy="guide-heading">
      <SectionHeading
        id="guide-heading"
        eyebrow={guide.eyebrow}
        title={guide.title}
        intro={<p>{guide.intro}</p>}
      />
      <ul className="divide-y divide-ink-200 border-y border-ink-200">
        {guide.groups.map((group) => (
          <li
            key={group.title}
            className="grid gap-4 py-6 sm:py-8 @min-[60rem]/page:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] @min-[60rem]/page:gap-10"
          >
            <div>
              <h3 className="text-lg font-bold">{group.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{group.when}</p>
            </div>
            <ul className="grid gap-x-8 gap-y-5 @min-[36rem]/page:grid-cols-2">
              {group.services.map((service) => (
                <li key={service.href}>
                  <a
                    href={service.href}
                    className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
                  >
                    {service.name}
                    <span aria-hidden="true">→</span>
                  </a>
                  <p className="text-sm leading-relaxed text-ink-600">
                    <UnbrokenRanges text={service.line} />
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
