import { AuthorAvatar } from '@/components/blog/author-avatar';
import { CategoryBadge } from '@/components/blog/category-badge';
import { PostMeta } from '@/components/blog/post-meta';
import type { BlogCardData } from '@/lib/content/blog-card';
import { cn } from '@/lib/utils/cn';
import { Illustration } from '@/components/ui/illustration';

interface PostCardProps {
  post: BlogCardData;
  headingLevel?: 'h2' | 'h3';
  /** Lets the first cards of a page load eagerly. */
  eager?: boolean;
  className?: string;
}

/** An article card: artwork, category, title (the card's stretched link), excerpt, byline. */
export function PostCard({ post, headingLevel: Heading = 'h3', eager, className }: PostCardProps) {
  return (
    <article
      className={cn(
        'card card-interactive group relative flex w-full flex-col overflow-hidden',
        className,
      )}
    >
      <Illustration
        src={post.heroImage}
        width={1600}
        height={900}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[16/9] w-full border-b border-ink-200 bg-brand-950 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge category={post.category} />
        </div>
        <Heading className="mt-4 text-xl leading-snug font-bold">
          <a
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:rounded-(--radius-card) group-hover:text-brand-700"
          >
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 leading-relaxed text-ink-600">{post.excerpt}</p>
        <div className="mt-auto flex items-center gap-3 pt-6">
          <AuthorAvatar initials={post.author.initials} size="sm" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink-900">{post.author.name}</p>
            <PostMeta date={post.date} readTime={post.readTime} className="text-ink-600" />
          </div>
        </div>
      </div>
    </article>
  );
}
