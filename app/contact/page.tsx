import type { Metadata } from 'next';
import { ContactReplies } from '@/components/company/contact-replies';
import { ContactChannelCard } from '@/components/company/contact-channel-card';
import { ContactStartSection } from '@/components/company/contact-start-section';
import { OverlapWindows } from '@/components/company/overlap-windows';
import { CardList } from '@/components/sections/card-grid';
import { HeroActions } from '@/components/sections/hero-actions';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getHours } from '@/lib/content/hours';
import { getContactPage } from '@/lib/content/pages';
import { contactPageJsonLd } from '@/lib/seo/contact-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/contact';

export const metadata: Metadata = pageMetadata({ ...getContactPage().seo, path: PATH });

/**
 * The contact page puts the form first (docs/contact-path.md): a short hero, then the form
 * beside the direct contact details, its first field in the first screen on a desktop; the
 * channel cards follow for visitors who would rather write or call.
 */
export default function ContactPage() {
  const contact = getContactPage();
  const { hero, form, partnership } = contact;
  const hours = getHours();
  return (
    <main>
      <JsonLdScript data={contactPageJsonLd(PATH, hero.title, contact.seo.description)} />
      <PageHero
        compact
        trail={[{ name: 'Contact', path: PATH }]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        // Who replies and how soon, beside the title: the one place the page says it
        // (docs/contact-path.md#who-replies-said-once). Under the text below 1024 px, phones
        // included, since nothing further down repeats it.
        aside={<ContactReplies hours={hours} />}
        sideBelow="panel"
        actions={<HeroActions primary={hero.primary} secondary={hero.secondary} />}
      />
      <ContactStartSection
        form={form}
        details={contact.details}
        partnership={partnership}
        pagePath={PATH}
      />
      <Section labelledBy="channels-heading">
        <h2 id="channels-heading" className="sr-only">
          {contact.channelsHeading}
        </h2>
        <CardList columns={4} items={contact.channels} keyOf={(item) => item.channel}>
          {(item) => <ContactChannelCard {...item} />}
        </CardList>
      </Section>
      <OverlapWindows hours={hours} />
    </main>
  );
}
