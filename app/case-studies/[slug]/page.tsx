import type { Metadata } from 'next';
import { CaseStudyArticle } from '@/components/case-studies/case-study-article';
import { getCaseStudies, getCaseStudy } from '@/lib/content/case-studies';
import { pageMetadata } from '@/lib/seo/metadata';

interface CaseStudyPageProps {
  params: Promise<{ slug: string }>;
}

// Every file in content/case-studies is a page; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getCaseStudies().map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: CaseStudyPageProps): Promise<Metadata> {
  const study = getCaseStudy((await params).slug);
  return pageMetadata({
    title: study.metaTitle ?? study.title,
    description: study.description,
    path: study.path,
    type: 'article',
    publishedTime: study.date,
    keywords: [study.category, study.tag, ...study.technologies.slice(0, 5)],
  });
}

export default async function CaseStudyPage({ params }: CaseStudyPageProps) {
  return <CaseStudyArticle study={getCaseStudy((await params).slug)} />;
}
