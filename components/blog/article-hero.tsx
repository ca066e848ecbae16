import { AuthorAvatar } from '@/components/blog/author-avatar';
import { CategoryBadge } from '@/components/blog/category-badge';
import { PostImage } from '@/components/blog/post-image';
import { PostMeta } from '@/components/blog/post-meta';
import { ShareLinks, type ShareLinksProps } from '@/components/blog/share-links';
import { Badge } from '@/components/ui/badge';
import { PageHero } from '@/components/sections/page-hero';
import { postPath } from '@/lib/content/blog';
import { type BlogPost } from '@/lib/content/blog-schema';

interface ArticleHeroProps {
  post: BlogPost;
  share: ShareLinksProps;
  /** Set by the development server on a draft or scheduled article: its label and why. */
  preview?: { label: string; notice: string };
}

/**
 * An article's hero: trail, category and date over the title; byline and share links under;
 * the cover beside them on wide screens.
 */
export function ArticleHero({ post, share, preview }: ArticleHeroProps) {
  return (
    <PageHero
      // The cover sits beside the title, as every page's drawing does, so the opening paragraph
      // is the first thing under the hero; like theirs it is not drawn on narrower screens.
      aside={
        <PostImage
          src={post.heroImage}
          sizes="(min-width: 1280px) 500px, 40vw"
          fetchPriority="high"
          className="keep-palette aspect-[16/9] w-full rounded-(--radius-card) bg-brand-950 object-cover shadow-(--shadow-card) ring-1 ring-white/10 print:hidden"
        />
      }
      title={post.title}
      intro={<p>{post.excerpt}</p>}
      trail={[
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: postPath(post.slug) },
      ]}
      overline={
        <div className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-brand-100">
          <CategoryBadge category={post.category} />
          {preview && (
            <Badge tone="accent" className="text-sm">
              {preview.label}
            </Badge>
          )}
          <PostMeta date={post.date} readTime={post.readTime} />
        </div>
      }
    >
      {preview && (
        <p role="note" className="mb-6 max-w-2xl text-sm font-semibold text-accent-200">
          {preview.notice}
        </p>
      )}
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <AuthorAvatar author={post.author} />
          <div>
            <p className="font-semibold text-white">
              <a
                href={post.author.path}
                rel="author"
                className="underline decoration-white/40 underline-offset-4 hover:decoration-white"
              >
                {post.author.name}
              </a>
            </p>
            <p className="text-sm text-brand-200">{post.author.role}</p>
          </div>
        </div>
        <ShareLinks {...share} tone="dark" />
      </div>
    </PageHero>
  );
}
