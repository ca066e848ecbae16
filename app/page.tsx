import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatRow } from '@/components/sections/stat-row';
import { ChatWidget } from '@/components/chat/chat-widget';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { LinkButton } from '@/components/ui/link-button';
import { getHomePage } from '@/lib/content/pages';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';

export default function HomePage() {
  const home = getHomePage();
  return (
    <main data-page="home">
      <JsonLdScript data={[organizationJsonLd(), websiteJsonLd()]} />
      <PageHero
        eyebrow={home.hero.eyebrow}
        title={home.hero.title}
        intro={<p>{home.hero.intro}</p>}
        actions={
          <>
            <LinkButton href={home.hero.primary.href} size="lg">
              {home.hero.primary.label}
            </LinkButton>
            {home.hero.secondary && (
              <LinkButton href={home.hero.secondary.href} size="lg" variant="on-dark">
                {home.hero.secondary.label}
              </LinkButton>
            )}
          </>
        }
      />
      <Section tone="muted">
        <h2 className="sr-only">Arcforge in numbers</h2>
        <StatRow stats={home.stats} />
      </Section>
      {/* Newsletter section: copy by the Company-pages issue, the form by the Lead-capture issue. */}
      <Section>
        <h2 className="text-2xl font-bold">Engineering notes, once a month</h2>
        <div className="mt-6 max-w-xl">
          <NewsletterForm variant="home" />
        </div>
      </Section>
      <CtaBand {...home.cta} />
      <ChatWidget />
    </main>
  );
}
