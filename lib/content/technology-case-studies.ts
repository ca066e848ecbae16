import { getCaseStudies, type CaseStudy } from '@/lib/content/case-studies';
import type { Technology } from '@/lib/content/technologies';

/**
 * The published case studies whose technology list names this technology, by its name or one
 * of its aliases: derived, so a new study appears on every technology page it uses without an
 * edit there, and a technology no study uses shows none rather than a claim.
 */
export function caseStudiesUsing(technology: Pick<Technology, 'name' | 'aliases'>): CaseStudy[] {
  const names = new Set([technology.name, ...(technology.aliases ?? [])].map(normalise));
  const uses = (name: string) => names.has(normalise(name));
  return (
    getCaseStudies()
      .filter((study) => study.technologies.some(uses))
      // Its own technology first, so the card's first tags show it rather than "+6 more" hiding it.
      .map((study) => ({
        ...study,
        technologies: [
          ...study.technologies.filter(uses),
          ...study.technologies.filter((t) => !uses(t)),
        ],
      }))
  );
}

const normalise = (name: string) => name.trim().toLowerCase();
