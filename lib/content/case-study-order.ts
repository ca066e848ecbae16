/**
 * The order the list page shows the studies in, and the study a page sends its reader on to.
 * Pure: it takes the studies getCaseStudies() returns (newest first) and reads nothing itself.
 */

interface Listed {
  slug: string;
  featured: boolean;
}

/** The list page's two lists: the featured studies above, every other study in the list of all. */
export function splitFeatured<T extends Listed>(studies: T[]) {
  return {
    featured: studies.filter((study) => study.featured),
    others: studies.filter((study) => !study.featured),
  };
}

/** Every study once, in the order a reader meets them on the list page. */
export function listOrder<T extends Listed>(studies: T[]): T[] {
  const { featured, others } = splitFeatured(studies);
  return [...featured, ...others];
}

/**
 * The study after `slug` in the list's order; the last leads back to the first, so no study
 * ends its page without somewhere to go (docs/case-studies.md#the-next-study).
 */
export function nextStudy<T extends Listed>(studies: T[], slug: string): T {
  const ordered = listOrder(studies);
  const index = ordered.findIndex((study) => study.slug === slug);
  if (index === -1) throw new Error(`Unknown case study "${slug}" (content/case-studies)`);
  return ordered[(index + 1) % ordered.length]!;
}
