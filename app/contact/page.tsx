import type { Metadata } from 'next';
import { ContactChannelCard } from '@/components/company/contact-channel-card';
import { ContactDetailsCard } from '@/components/company/contact-details-card';
import { Icon } from '@/components/ui/icon';
import { ContactForm } from '@/components/forms/contact-form';
import { OverlapWindows } from '@/components/company/overlap-windows';
import { CardGrid, CardGridItem, InfoCard } from '@/components/sections/card-grid';
import { FeatureList } from '@/components/sections/feature-list';
import { HeroActions } from '@/components/sections/hero-actions';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getHours } from '@/lib/content/hours';
import { getContactPage } from '@/lib/content/pages';
import { contactPageJsonLd } from '@/lib/seo/contact-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/contact';

export function generateMetadata(): Metadata {
  return pageMetadata({ ...getContactPage().seo, path: PATH });
}

/**
 * The contact page puts the form first (docs/contact-path.md): a short hero, then the form
 * beside the direct contact details, its first field in the first screen on a desktop; the
 * channel cards follow for visitors who would rather write or call.
 */
export default function ContactPage() {
  const contact = getContactPage();
  const { hero, form, partnership } = contact;
  return (
    <main>
      <JsonLdScript data={contactPageJsonLd(PATH, hero.title, contact.seo.description)} />
      <PageHero
        compact
        trail={[{ name: 'Contact', path: PATH }]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        aside={false}
        actions={<HeroActions primary={hero.primary} secondary={hero.secondary} />}
      />
      <section
        id="start-your-project"
        aria-labelledby="start-your-project-heading"
        className="bg-ink-50 pt-8 pb-12 sm:pt-12 sm:pb-24"
      >
        <div className="container-page grid gap-8 lg:grid-cols-12 lg:gap-10">
          <div className="card p-5 sm:p-8 lg:col-span-7">
            {form.eyebrow && <p className="eyebrow mb-2">{form.eyebrow}</p>}
            <h2
              id="start-your-project-heading"
              className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl"
            >
              {form.title}
            </h2>
            {form.intro && <p className="mt-2 mb-6 text-ink-600">{form.intro}</p>}
            {/* The 'Start Your Project' form island of the lead-capture issue. */}
            <ContactForm pagePath="/contact" />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-5">
            <ContactDetailsCard {...contact.details} />
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
      <Section labelledBy="channels-heading">
        <h2 id="channels-heading" className="sr-only">
          {contact.channelsHeading}
        </h2>
        <CardGrid columns={4}>
          {contact.channels.map((item, index) => (
            <CardGridItem key={item.channel} index={index}>
              <ContactChannelCard {...item} />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
      <OverlapWindows hours={getHours()} />
    </main>
  );
}
