import { ArrowLeft } from 'lucide-react';
import { ArticleBody } from '@/components/blog/article-body';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { AuthorBio } from '@/components/blog/author-bio';
import { CategoryBadge } from '@/components/blog/category-badge';
import { KeyTakeaways } from '@/components/blog/key-takeaways';
import { mdxComponents } from '@/components/blog/mdx-components';
import { PostCard } from '@/components/blog/post-card';
import { PostMeta } from '@/components/blog/post-meta';
import { ShareLinks } from '@/components/blog/share-links';
import { TableOfContents } from '@/components/blog/table-of-contents';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { CardGrid, CardGridItem } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import {
  getAllPosts,
  getBlogCopy,
  getPost,
  getRelatedPosts,
  postPath,
  toSummary,
} from '@/lib/content/blog';
import { compileArticle } from '@/lib/content/mdx';
import { articleMetadata, blogPostingJsonLd } from '@/lib/seo/blog';
import { absoluteUrl } from '@/lib/site';
import { Illustration } from '@/components/ui/illustration';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: ArticlePageProps) {
  const { slug } = await params;
  return articleMetadata(getPost(slug));
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const { slug } = await params;
  const post = getPost(slug);
  const { content, toc } = await compileArticle(post, mdxComponents);
  const related = getRelatedPosts(post).map(toSummary);
  const { cta } = getBlogCopy().article;
  const url = absoluteUrl(postPath(post.slug));

  return (
    <main data-page="article">
      <JsonLdScript data={blogPostingJsonLd(post)} />
      <PageHero
        aside={false}
        title={post.title}
        intro={<p>{post.excerpt}</p>}
        breadcrumbs={
          <>
            <Breadcrumbs
              trail={[
                { name: 'Blog', path: '/blog' },
                { name: post.title, path: postPath(post.slug) },
              ]}
            />
            <div className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-brand-100">
              <CategoryBadge category={post.category} />
              <PostMeta date={post.date} readTime={post.readTime} />
            </div>
          </>
        }
      >
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <AuthorAvatar initials={post.author.initials} />
            <div>
              <p className="font-semibold text-white">{post.author.name}</p>
              <p className="text-sm text-brand-200">{post.author.role}</p>
            </div>
          </div>
          <ShareLinks url={url} title={post.title} summary={post.excerpt} tone="dark" />
        </div>
      </PageHero>

      <div className="container-page grid gap-10 pt-10 pb-16 sm:pt-14 sm:pb-24 lg:grid-cols-12 lg:gap-12">
        <aside className="hidden lg:col-span-3 lg:block">
          <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pb-6">
            <TableOfContents entries={toc} variant="sidebar" />
          </div>
        </aside>
        <div className="min-w-0 lg:col-span-9">
          <a
            href="/blog"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Blog
          </a>
          <Illustration
            src={post.heroImage}
            width={1600}
            height={900}
            sizes="(min-width: 1280px) 900px, (min-width: 1024px) 70vw, 100vw"
            fetchPriority="high"
            className="mt-4 aspect-[16/9] w-full rounded-(--radius-card) bg-brand-950 object-cover shadow-(--shadow-card)"
          />
          <TableOfContents entries={toc} variant="collapsible" className="mt-8 lg:hidden" />
          <ArticleBody className="mt-10">{content}</ArticleBody>
          <div className="mx-auto mt-14 max-w-[41rem] space-y-8">
            <KeyTakeaways items={post.keyTakeaways} />
            <ShareLinks url={url} title={post.title} summary={post.excerpt} />
            <AuthorBio author={post.author} />
          </div>
        </div>
      </div>

      {related.length > 0 && (
        <Section tone="muted" labelledBy="related-articles">
          <SectionHeading id="related-articles" eyebrow="Keep reading" title="Related articles" />
          <CardGrid>
            {related.map((item, index) => (
              <CardGridItem key={item.slug} index={index}>
                <PostCard post={item} />
              </CardGridItem>
            ))}
          </CardGrid>
        </Section>
      )}

      <CtaBand
        title={cta.title}
        text={<p>{cta.text}</p>}
        primary={cta.primary}
        {...(cta.secondary ? { secondary: cta.secondary } : {})}
      />
    </main>
  );
}
