import { getCaseStudies, type CaseStudy } from '@/lib/content/case-studies';
import { ContentError } from '@/lib/content/parse';
import { getServices } from '@/lib/content/services';

export interface StudyService {
  name: string;
  path: string;
}

/**
 * The services a study lists, by the names their own pages use, with their paths: a study
 * names each by its file's slug, so "Project at a glance" says "Cloud Engineering" as the
 * footer and /services do, and links to it (docs/case-studies.md#the-services-row). Lives
 * apart from the study loader because the service loader already reads case studies.
 */
export function getStudyServices(study: Pick<CaseStudy, 'services' | 'file'>): StudyService[] {
  const bySlug = new Map(getServices().map((s) => [s.slug, s]));
  const unknown = study.services
    .map((slug, index) => ({ slug, index }))
    .filter(({ slug }) => !bySlug.has(slug));
  if (unknown.length) {
    throw new ContentError(
      study.file,
      unknown.map(
        ({ slug, index }) =>
          `services.${index}: "${slug}" is not a file in content/services (expected one of ${[...bySlug.keys()].join(', ')})`,
      ),
    );
  }
  return study.services.map((slug) => {
    const { name, path } = bySlug.get(slug)!;
    return { name, path };
  });
}

/** Fails, naming the study and the entry, when any study lists a service that has no page. */
export function checkStudyServices(): void {
  for (const study of getCaseStudies()) getStudyServices(study);
}
