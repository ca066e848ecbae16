import type { ReactElement } from 'react';
import { compile, type CompileOptions } from '@mdx-js/mdx';
import { compileMDX } from 'next-mdx-remote/rsc';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { ARTICLE_COMPONENTS, remarkMdxGuard } from '@/lib/content/mdx-guard';
import { ContentError, type ContentProblem } from '@/lib/content/parse';
import { rehypeCollectToc, type TocEntry } from '@/lib/content/toc';
import { remarkUnbreakableUnits } from '@/lib/content/unbreakable-units';

export type MdxComponents = NonNullable<Parameters<typeof compileMDX>[0]['components']>;

export interface CompiledArticle {
  content: ReactElement;
  toc: TocEntry[];
}

/** An article body, its file and how many lines of the file come before it. */
export interface ArticleSource {
  body: string;
  file: string;
  bodyLineOffset?: number;
}

/**
 * GitHub tables, numbers kept with their units, and the guard that fails on anything the
 * renderer would drop or not know.
 */
const remarkPlugins = (post: ArticleSource): NonNullable<CompileOptions['remarkPlugins']> => [
  remarkGfm,
  remarkUnbreakableUnits,
  [
    remarkMdxGuard,
    { file: post.file, rules: ARTICLE_COMPONENTS, lineOffset: post.bodyLineOffset ?? 0 },
  ],
];

/**
 * What is wrong with an article body, one problem per line, at the file's own line and column
 * (the MDX compiler counts from the body; the front matter's lines are added back). Empty when
 * the body compiles. The content check and a failed page render both report through this.
 */
export async function articleBodyProblems(post: ArticleSource): Promise<ContentProblem[]> {
  try {
    await compile(post.body, { remarkPlugins: remarkPlugins(post) });
    return [];
  } catch (error) {
    if (error instanceof ContentError)
      return error.problems.map((p) => ({ ...p, issue: `body: ${p.issue}` }));
    // An MDX syntax error (a VFileMessage) knows where; anything else is reported by message.
    const { line, column, reason, message } = error as {
      line?: number;
      column?: number;
      reason?: string;
      message?: string;
    };
    const where = line
      ? `line ${line + (post.bodyLineOffset ?? 0)}${column ? `, column ${column}` : ''}: `
      : '';
    return [{ file: post.file, issue: `body: ${where}${reason ?? message ?? String(error)}` }];
  }
}

/**
 * Compiles an article body at build time (nothing is parsed in the browser): GitHub tables,
 * heading ids for the table of contents, and the guard. A body that does not compile fails
 * with a ContentError naming the file, line and column (next-mdx-remote's own error names
 * neither the file nor the file's line), which `next dev` shows in its overlay.
 */
export async function compileArticle(
  post: ArticleSource,
  components: MdxComponents,
): Promise<CompiledArticle> {
  const toc: TocEntry[] = [];
  try {
    const { content } = await compileMDX({
      source: post.body,
      components,
      options: {
        mdxOptions: {
          remarkPlugins: remarkPlugins(post),
          rehypePlugins: [rehypeSlug, [rehypeCollectToc, { into: toc }]],
        },
      },
    });
    return { content, toc };
  } catch (error) {
    const problems = await articleBodyProblems(post);
    throw problems.length ? new ContentError(problems) : error;
  }
}
