import { ScreenTour } from '@/components/products/screen-tour';
import { PageSections, toneAfter } from '@/components/sections/page-sections';
import { Section, SectionHeading } from '@/components/sections/section';
import type { Product, ScreenTour as ScreenTourContent } from '@/lib/content/products';
import type { PageSection } from '@/lib/content/section-schemas';
import { slugify } from '@/lib/utils/slugify';

const isTour = (section: Product['sections'][number]): section is ScreenTourContent =>
  section.type === 'screen-tour';

/**
 * A product's sections in its file's order: the shared sections in their alternating bands, and
 * the tour of its own screen where the file puts it, in the band the rhythm gives it.
 */
export function ProductSections({ product }: { product: Product }) {
  const at = product.sections.findIndex(isTour);
  const tour = product.sections[at];
  const shared = (sections: Product['sections']) =>
    sections.filter((section): section is PageSection => !isTour(section));
  if (at < 0 || !tour || !isTour(tour)) return <PageSections sections={shared(product.sections)} />;
  const before = shared(product.sections.slice(0, at));
  const after = shared(product.sections.slice(at + 1));
  const tone = toneAfter(before);
  const id = `${slugify(tour.title)}-${at + 1}`;
  return (
    <>
      <PageSections sections={before} />
      <Section tone={tone} labelledBy={id}>
        <SectionHeading id={id} eyebrow={tour.eyebrow} title={tour.title} intro={tour.intro} />
        <ScreenTour id={`tour-${product.id}`} product={product} callouts={tour.callouts} />
      </Section>
      <PageSections sections={after} after={tone} />
    </>
  );
}
