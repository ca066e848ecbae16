import { AuthorAvatar } from '@/components/blog/author-avatar';
import { PostMeta } from '@/components/blog/post-meta';
import { PostTeaser } from '@/components/blog/post-teaser';
import { PostImage } from '@/components/blog/post-image';
import type { BlogCardData } from '@/lib/content/blog-card';
import { cn } from '@/lib/utils/cn';

interface PostCardProps {
  post: BlogCardData;
  headingLevel?: 'h2' | 'h3';
  /** Lets the first cards of a page load eagerly. */
  eager?: boolean;
  className?: string;
}

/** An article card: artwork, category, title (the card's stretched link), excerpt, byline. */
export function PostCard({ post, headingLevel = 'h3', eager, className }: PostCardProps) {
  return (
    <article
      className={cn(
        'card card-interactive group relative flex w-full flex-col overflow-hidden',
        className,
      )}
    >
      <PostImage
        src={post.heroImage}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // keep-palette: the placeholder behind the art stays its dark navy in the dark theme
        // (the brand scale turns over there), and so does the line under it.
        className="keep-palette aspect-[16/9] w-full border-b border-brand-900 bg-brand-950 object-cover"
      />
      {/* narrow-pad, narrow-stack: at 200% text on a phone the padding stays 16 px and the
          avatar stands above the name and date, so "November" keeps the card's width
          (docs/reader-settings.md#a-narrow-column). */}
      <div className="narrow-pad flex flex-1 flex-col p-6">
        <PostTeaser post={post} headingLevel={headingLevel} look="card" />
        <div className="narrow-stack mt-auto flex items-center gap-3 pt-6">
          <AuthorAvatar author={post.author} size="sm" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink-900">{post.author.name}</p>
            <PostMeta date={post.date} readTime={post.readTime} className="text-ink-600" />
          </div>
        </div>
      </div>
    </article>
  );
}
