import { ChatWidget } from '@/components/chat/chat-widget';
import { CaseStudyCard } from '@/components/case-studies/case-study-card';
import { ClientExamplesTable } from '@/components/company/client-examples-table';
import { ClientLogoStrip } from '@/components/company/client-logo-strip';
import { TestimonialCard } from '@/components/company/testimonial-card';
import { CardList } from '@/components/sections/card-grid';
import { NewsletterSection } from '@/components/company/newsletter-section';
import { NumbersBand } from '@/components/company/numbers-band';
import { PointGrid } from '@/components/company/point-grid';
import { SplitLayout } from '@/components/company/split-layout';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { BackToTop } from '@/components/layout/back-to-top';
import { FloatingDock } from '@/components/layout/floating-dock';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroActions } from '@/components/sections/hero-actions';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { LinkButton } from '@/components/ui/link-button';
import type { CaseStudy } from '@/lib/content/case-studies';
import type { IndustryExample } from '@/lib/content/industry-examples';
import type { HomePage as HomePageContent } from '@/lib/content/pages';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';

interface HomePageProps {
  home: HomePageContent;
  /** The case study the proof strip shows, if there is one. */
  study?: CaseStudy;
  /** The industries table's rows, their case studies resolved (lib/content/industry-examples.ts). */
  industryRows: IndustryExample[];
}

/** The home page: hero, clients, numbers, services, proof, why us, technologies, client examples by industry. */
export function HomePage({ home, study, industryRows }: HomePageProps) {
  const { services, proof, testimonials, whyUs, technologies, industries } = home;
  return (
    <main data-page="home">
      <JsonLdScript data={[organizationJsonLd(), websiteJsonLd()]} />
      <PageHero
        eyebrow={home.hero.eyebrow}
        title={home.hero.title}
        art={home.hero.art}
        intro={<p>{home.hero.intro}</p>}
        actions={<HeroActions primary={home.hero.primary} secondary={home.hero.secondary} />}
      />
      <ClientLogoStrip {...home.clients} />
      <NumbersBand id="numbers-heading" heading={home.statsHeading} stats={home.stats} />
      <Section labelledBy="services-heading">
        <SectionHeading id="services-heading" {...services} />
        <IconCardGrid items={services.items} columns={4} linkLabel={services.linkLabel} scroll />
      </Section>
      <Section labelledBy="proof-heading" className="pt-0 sm:pt-0">
        <SectionHeading id="proof-heading" {...proof} />
        {/* Below the fold: lazy, so the hero's paint does not wait for the cover. */}
        {study && <CaseStudyCard study={study} variant="featured" coverLoading="lazy" />}
        {/* Part of the proof: signed quotes of their own, never a study's
            (docs/case-studies.md#testimonials). */}
        <section aria-labelledby="testimonials-heading" className="mt-8 sm:mt-16">
          <h3 id="testimonials-heading" className="text-2xl font-bold tracking-tight">
            {testimonials.title}
          </h3>
          {testimonials.intro && <p className="mt-2 text-ink-600">{testimonials.intro}</p>}
          <CardList
            items={testimonials.items}
            keyOf={(t) => t.name}
            scroll
            className="mt-4 sm:mt-8"
          >
            {(testimonial) => (
              <TestimonialCard testimonial={testimonial} linkLabel={testimonials.linkLabel} />
            )}
          </CardList>
        </section>
      </Section>
      <Section tone="muted" labelledBy="why-us-heading">
        <SplitLayout
          aside={
            <>
              <SectionHeading id="why-us-heading" {...whyUs} className="mb-8!" />
              <LinkButton href={whyUs.action.href} variant="ghost">
                {whyUs.action.label}
              </LinkButton>
            </>
          }
        >
          <PointGrid points={whyUs.items} />
        </SplitLayout>
      </Section>
      <Section labelledBy="technologies-heading">
        <SectionHeading id="technologies-heading" {...technologies} />
        <IconCardGrid items={technologies.items} linkLabel={technologies.linkLabel} scroll />
      </Section>
      <Section tone="muted" labelledBy="industries-heading">
        <SectionHeading id="industries-heading" {...industries} />
        <ClientExamplesTable
          labelledBy="industries-heading"
          columns={industries.columns}
          rows={industryRows}
        />
      </Section>
      {/* Newsletter: our copy around the form island of the lead-capture issue. */}
      <NewsletterSection {...home.newsletter}>
        <NewsletterForm variant="home" pagePath="/" />
      </NewsletterSection>
      <CtaBand {...home.cta} />
      <FloatingDock>
        <BackToTop />
        <ChatWidget />
      </FloatingDock>
    </main>
  );
}
