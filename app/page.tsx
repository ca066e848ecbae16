import type { Metadata } from 'next';
import { HomePage } from '@/components/company/home-page';
import { getCaseStudies } from '@/lib/content/case-studies';
import { industryExamples } from '@/lib/content/industry-examples';
import { getHomePage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export function generateMetadata(): Metadata {
  const { seo } = getHomePage();
  // The layout's "%s | brand" template reaches child segments only, so home spells it out.
  return pageMetadata({
    title: `${seo.title} | ${site.name}`,
    description: seo.description,
    path: '/',
    absoluteTitle: true,
  });
}

export default function Home() {
  const studies = getCaseStudies();
  const study = studies.find((s) => s.featured) ?? studies[0];
  const home = getHomePage();
  return (
    <HomePage
      home={home}
      industryRows={industryExamples(home.industries, studies)}
      {...(study ? { study } : {})}
    />
  );
}
