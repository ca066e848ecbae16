import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { BLOG_DIR, getBlogCopy, loadAllPosts } from '@/lib/content/blog';
import { getCaseStudies, getCaseStudiesPage } from '@/lib/content/case-studies';
import { getHours } from '@/lib/content/hours';
import { ARTICLE_COMPONENTS, remarkMdxGuard } from '@/lib/content/mdx-guard';
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
  readFrontMatter,
  type ContentProblem,
} from '@/lib/content/parse';
import { getPeople } from '@/lib/content/people';
import { getProducts } from '@/lib/content/products';
import { getServices } from '@/lib/content/services';
import { getTechnologies } from '@/lib/content/technologies';

/** Loaders of the rest of content/: each reports the first bad file of its collection. */
const OTHER_LOADERS: Array<() => unknown> = [
  getPeople,
  getBlogCopy,
  getServices,
  getTechnologies,
  getProducts,
  getCaseStudies,
  getCaseStudiesPage,
  getHomePage,
  getAboutPage,
  getContactPage,
  getCareersPage,
  getPartnersPage,
  getNotFoundPage,
  getHours,
];

function problemsOf(error: unknown, file: string): ContentProblem[] {
  if (error instanceof ContentError) return error.problems;
  // An MDX syntax error (a VFileMessage) knows its line; anything else is reported by message.
  const { line, reason, message } = error as { line?: number; reason?: string; message?: string };
  const where = line ? `line ${line}: ` : '';
  return [{ file, issue: `body: ${where}${reason ?? message ?? String(error)}` }];
}

/** An article body the way the build compiles it: GitHub tables and the component guard. */
async function bodyProblems(post: { file: string; body: string }): Promise<ContentProblem[]> {
  try {
    await compile(post.body, {
      remarkPlugins: [remarkGfm, [remarkMdxGuard, { file: post.file, rules: ARTICLE_COMPONENTS }]],
    });
    return [];
  } catch (error) {
    return problemsOf(error, post.file).map((p) =>
      p.issue.startsWith('body:') ? p : { ...p, issue: `body: ${p.issue}` },
    );
  }
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
  for (const file of listContentFiles(BLOG_DIR, ['.mdx'])) {
    try {
      problems.push(...(await bodyProblems(readFrontMatter(file))));
    } catch {
      // Unreadable front matter: already reported by the loader above.
    }
  }
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
