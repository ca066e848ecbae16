import { BLOG_DIR, loadAllPosts } from '@/lib/content/blog';
import { getBlogCopy } from '@/lib/content/pages';
import { getCaseStudies, getCaseStudiesPage } from '@/lib/content/case-studies';
import { getHours } from '@/lib/content/hours';
import { checkIndustryExamples } from '@/lib/content/industry-examples';
import { articleBodyProblems } from '@/lib/content/mdx';
import {
  getAboutPage,
  getCareersPage,
  getContactPage,
  getHomePage,
  getNotFoundPage,
  getPartnersPage,
} from '@/lib/content/pages';
import {
  ContentError,
  listContentFiles,
  PUBLIC_DIR,
  readFrontMatter,
  type ContentProblem,
} from '@/lib/content/parse';
import { getPeople } from '@/lib/content/people';
import { duplicateSourceProblems } from '@/lib/images/sources';
import { getProducts } from '@/lib/content/products';
import { getServices, getServicesPage } from '@/lib/content/services';
import { checkStudyServices } from '@/lib/content/study-services';
import { getTechnologies } from '@/lib/content/technologies';

/** Loaders of the rest of content/: each reports the first bad file of its collection. */
const OTHER_LOADERS: Array<() => unknown> = [
  getPeople,
  getBlogCopy,
  getServices,
  getServicesPage,
  getTechnologies,
  getProducts,
  getCaseStudies,
  getCaseStudiesPage,
  checkStudyServices,
  getHomePage,
  checkIndustryExamples,
  getAboutPage,
  getContactPage,
  getCareersPage,
  getPartnersPage,
  getNotFoundPage,
  getHours,
];

function problemsOf(error: unknown, file: string): ContentProblem[] {
  if (error instanceof ContentError) return error.problems;
  return [{ file, issue: (error as Error)?.message ?? String(error) }];
}

/**
 * Every content problem of every file, drafts and scheduled articles included (they will be
 * published by a build nobody watches), in the order an editor fixes them: the articles' front
 * matter, their bodies, then the rest of content/. Empty when the content builds.
 */
export async function checkContent(): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  try {
    loadAllPosts();
  } catch (error) {
    problems.push(...problemsOf(error, 'content/blog'));
  }
  // Every body, also of files whose front matter failed: all problems in one pass.
  const heroes = new Map<string, string>();
  for (const file of listContentFiles(BLOG_DIR, ['.mdx'])) {
    try {
      const post = readFrontMatter(file);
      if (typeof post.data.heroImage === 'string') heroes.set(post.data.heroImage, post.file);
      problems.push(...(await articleBodyProblems(post)));
    } catch {
      // Unreadable front matter: already reported by the loader above.
    }
  }
  // One file per image: two would make the same renditions (docs/editors.md#one-file-per-image).
  problems.push(...duplicateSourceProblems(PUBLIC_DIR, heroes));
  for (const load of OTHER_LOADERS) {
    try {
      load();
    } catch (error) {
      const found = problemsOf(error, 'content');
      // The blog loader already reported people.json problems it depends on.
      for (const p of found)
        if (!problems.some((q) => q.file === p.file && q.issue === p.issue)) problems.push(p);
    }
  }
  return problems;
}
