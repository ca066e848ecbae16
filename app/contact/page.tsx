import type { Metadata } from 'next';
import { ContactChannelCard } from '@/components/company/contact-channel-card';
import { ContactDetailsCard } from '@/components/company/contact-details-card';
import { Icon } from '@/components/ui/icon';
import { ContactForm } from '@/components/forms/contact-form';
import { CardGrid, CardGridItem, InfoCard } from '@/components/sections/card-grid';
import { FeatureList } from '@/components/sections/feature-list';
import { ContentHero } from '@/components/company/content-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getContactPage } from '@/lib/content/pages';
import { contactPageJsonLd } from '@/lib/seo/contact-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/contact';

export function generateMetadata(): Metadata {
  return pageMetadata({ ...getContactPage().seo, path: PATH });
}

export default function ContactPage() {
  const contact = getContactPage();
  const { form, partnership } = contact;
  return (
    <main>
      <JsonLdScript data={contactPageJsonLd(PATH, contact.hero.title, contact.seo.description)} />
      <ContentHero hero={contact.hero} crumb={{ name: 'Contact', path: PATH }} />
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
      <section
        id="start-your-project"
        aria-labelledby="start-your-project-heading"
        className="section bg-ink-50"
      >
        <div className="container-page grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <SectionHeading
              id="start-your-project-heading"
              eyebrow={form.eyebrow}
              title={form.title}
              intro={form.intro}
              className="mb-6!"
            />
            <FeatureList items={form.points} className="mb-8 text-ink-700" />
            {/* The 'Start Your Project' form island of the lead-capture issue. */}
            <div className="card p-6 sm:p-8">
              <ContactForm pagePath="/contact" />
            </div>
          </div>
          <div className="flex flex-col gap-6 lg:col-span-5">
            <ContactDetailsCard {...contact.details} />
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
    </main>
  );
}
