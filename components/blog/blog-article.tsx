import { ArrowLeft } from 'lucide-react';
import { ArticleBody } from '@/components/blog/article-body';
import { ArticleHero } from '@/components/blog/article-hero';
import { AuthorBio } from '@/components/blog/author-bio';
import { KeyTakeaways } from '@/components/blog/key-takeaways';
import { mdxComponents } from '@/components/blog/mdx-components';
import { RelatedPosts } from '@/components/blog/related-posts';
import { ServiceLink } from '@/components/blog/service-link';
import { ShareLinks, type ShareLinksProps } from '@/components/blog/share-links';
import { TableOfContents } from '@/components/blog/table-of-contents';
import { CtaBand } from '@/components/sections/cta-band';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getBlogCopy } from '@/lib/content/pages';
import { getRelatedPosts, postPath } from '@/lib/content/blog';
import { previewLabel, toSummary } from '@/lib/content/blog-cards';
import { type BlogPost } from '@/lib/content/blog-schema';
import { compileArticle } from '@/lib/content/mdx';
import { blogPostingJsonLd } from '@/lib/seo/blog';
import { absoluteUrl } from '@/lib/site';
import { fillTemplate } from '@/lib/utils/fill-template';

/** The one template of every article: hero with its cover, contents beside the body, related posts, CTA. */
export async function BlogArticle({ post }: { post: BlogPost }) {
  const { content, toc } = await compileArticle(post, mdxComponents);
  const { article: copy, authors, preview } = getBlogCopy();
  const label = previewLabel(post);
  // The same links twice: under the byline and after the takeaways.
  const share: ShareLinksProps = {
    url: absoluteUrl(postPath(post.slug)),
    title: post.title,
    summary: post.excerpt,
    label: copy.shareLabel,
  };
  return (
    <main data-page="article">
      <JsonLdScript data={blogPostingJsonLd(post)} />
      <ArticleHero
        post={post}
        share={share}
        {...(label ? { preview: { label, notice: preview.notice } } : {})}
      />
      <div className="container-page grid gap-10 pt-10 pb-16 sm:pt-14 sm:pb-24 lg:grid-cols-12 lg:gap-12">
        <aside className="hidden lg:col-span-3 lg:block">
          <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pb-6">
            <TableOfContents entries={toc} variant="sidebar" copy={copy.contents} />
          </div>
        </aside>
        <div className="min-w-0 lg:col-span-9">
          <a
            href="/blog"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 print:hidden"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {copy.backLabel}
          </a>
          <TableOfContents
            entries={toc}
            variant="collapsible"
            copy={copy.contents}
            className="mt-8 lg:hidden"
          />
          <ArticleBody className="mt-10">{content}</ArticleBody>
          {/* The ending reads as one section, not a stack of same-weight boxes: the takeaways
              close the text in its own column, then who wrote it and where to go next, one above
              the other in the same column (docs/editors.md#how-an-article-ends). */}
          <div className="mx-auto mt-14 max-w-[41rem] space-y-6 lg:mx-0">
            <KeyTakeaways title={copy.takeawaysTitle} items={post.keyTakeaways} />
            <ShareLinks {...share} />
          </div>
          {/* In the text's column too: wider, the two boxes ran past the text's right edge. */}
          <div className="mx-auto mt-12 grid max-w-[41rem] gap-6 lg:mx-0">
            <AuthorBio
              title={copy.authorTitle}
              author={post.author}
              profileLink={fillTemplate(authors.profileLink, { name: post.author.name })}
            />
            {post.service && <ServiceLink slug={post.service} copy={copy.service} />}
          </div>
        </div>
      </div>
      <RelatedPosts posts={getRelatedPosts(post).map(toSummary)} copy={copy.related} />
      <CtaBand
        title={copy.cta.title}
        text={<p>{copy.cta.text}</p>}
        primary={copy.cta.primary}
        {...(copy.cta.secondary ? { secondary: copy.cta.secondary } : {})}
      />
    </main>
  );
}
