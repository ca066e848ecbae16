import { getCaseStudies, type CaseStudy } from '@/lib/content/case-studies';
import { ContentError } from '@/lib/content/parse';
import { getHomePage, type HomePage } from '@/lib/content/pages';

/** One row of the home page's table of client examples. */
export interface IndustryExample {
  industry: string;
  /** Sub-specialities we also build in the industry. */
  points: string[];
  /** From the row's case study: who it was for, where, what we built and where to read it. */
  study?: { client: string; country?: string; built: string; path: string };
}

const HOME_FILE = 'content/pages/home.json';

/**
 * The industries section's rows with their case studies resolved: the client, what we built and
 * the link come from the study each row names, so the home page never restates a study's facts
 * (docs/content.md#client-examples-come-from-the-case-studies). A row naming a study that does
 * not exist fails, naming the file and the field.
 */
export function industryExamples(
  industries: HomePage['industries'] = getHomePage().industries,
  studies: Pick<CaseStudy, 'slug' | 'client' | 'title' | 'path'>[] = getCaseStudies(),
): IndustryExample[] {
  const bySlug = new Map(studies.map((study) => [study.slug, study]));
  const unknown = industries.items
    .map((item, index) => ({ slug: item.caseStudy, index }))
    .filter(({ slug }) => slug !== undefined && !bySlug.has(slug));
  if (unknown.length) {
    throw new ContentError(
      HOME_FILE,
      unknown.map(
        ({ slug, index }) =>
          `industries.items.${index}.caseStudy: "${slug}" is not a file in content/case-studies (expected one of ${[...bySlug.keys()].join(', ')})`,
      ),
    );
  }
  return industries.items.map(({ title, points, caseStudy }) => {
    const study = caseStudy ? bySlug.get(caseStudy) : undefined;
    if (!study) return { industry: title, points };
    // "Helixa Care, United Kingdom": the client's name, then where it is.
    const [client = study.client, ...where] = study.client.split(', ');
    return {
      industry: title,
      points,
      study: {
        client,
        ...(where.length > 0 && { country: where.join(', ') }),
        built: study.title,
        path: study.path,
      },
    };
  });
}

/** Fails, naming the file and the row, when an industry names a case study that has no file. */
export function checkIndustryExamples(): void {
  industryExamples();
}
