import { ContactDetailsCard } from '@/components/company/contact-details-card';
import { ContactForm } from '@/components/forms/contact-form';
import { InfoCard } from '@/components/sections/card-grid';
import { FeatureList } from '@/components/sections/feature-list';
import { Icon } from '@/components/ui/icon';
import type { ContactPage } from '@/lib/content/pages';

/**
 * The contact page's first section (docs/contact-path.md): the 'Start Your Project' form island
 * beside the direct contact details, its first field in the first screen on a desktop.
 */
export function ContactStartSection({
  form,
  details,
  partnership,
  pagePath,
}: Pick<ContactPage, 'form' | 'details' | 'partnership'> & { pagePath: string }) {
  return (
    <section
      id="start-your-project"
      aria-labelledby="start-your-project-heading"
      className="bg-ink-50 pt-8 pb-12 sm:pt-12 sm:pb-24"
    >
      <div className="container-page grid gap-8 lg:grid-cols-12 lg:gap-10">
        <div className="form-panel card p-5 sm:p-8 lg:col-span-7">
          {form.eyebrow && <p className="eyebrow mb-2">{form.eyebrow}</p>}
          <h2
            id="start-your-project-heading"
            className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl"
          >
            {form.title}
          </h2>
          {form.intro && <p className="mt-2 mb-6 text-ink-600">{form.intro}</p>}
          <ContactForm pagePath={pagePath} />
        </div>
        {/* In a narrow column the cards reach 16 px from the screen's edges, as the form's does
            (docs/reader-settings.md#a-narrow-column). */}
        <div className="narrow-bleed flex flex-col gap-6 lg:col-span-5">
          <ContactDetailsCard {...details} />
          <FeatureList items={form.points} className="card p-6 text-ink-700 sm:p-7" />
          <InfoCard
            icon={<Icon name="handshake" />}
            title={partnership.title}
            href={partnership.action.href}
            linkLabel={partnership.action.label}
          >
            <p>{partnership.text}</p>
          </InfoCard>
        </div>
      </div>
    </section>
  );
}
