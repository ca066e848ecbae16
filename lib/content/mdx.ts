import type { ReactElement } from 'react';
import { compileMDX } from 'next-mdx-remote/rsc';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { ARTICLE_COMPONENTS, remarkMdxGuard } from '@/lib/content/mdx-guard';
import { rehypeCollectToc, type TocEntry } from '@/lib/content/toc';

export type MdxComponents = NonNullable<Parameters<typeof compileMDX>[0]['components']>;

export interface CompiledArticle {
  content: ReactElement;
  toc: TocEntry[];
}

/**
 * Compiles an article body at build time (nothing is parsed in the browser): GitHub tables,
 * heading ids for the table of contents, and a guard that fails the build on anything the
 * renderer would drop or not know.
 */
export async function compileArticle(
  post: { body: string; file: string },
  components: MdxComponents,
): Promise<CompiledArticle> {
  const toc: TocEntry[] = [];
  const { content } = await compileMDX({
    source: post.body,
    components,
    options: {
      mdxOptions: {
        remarkPlugins: [
          remarkGfm,
          [remarkMdxGuard, { file: post.file, rules: ARTICLE_COMPONENTS }],
        ],
        rehypePlugins: [rehypeSlug, [rehypeCollectToc, { into: toc }]],
      },
    },
  });
  return { content, toc };
}
