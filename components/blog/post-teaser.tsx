import { CategoryBadge } from '@/components/blog/category-badge';
import { Badge } from '@/components/ui/badge';
// Browser-safe like post-card: the filter island renders it, so no lib/content/blog here.
import type { BlogCardData } from '@/lib/content/blog-card';
import { unbroken } from '@/components/ui/unbroken-ranges';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

const looks = {
  // card-title: under enlarged text on a phone the title's longest word sets its size, so it
  // is never split inside the word (docs/reader-settings.md#card-titles-under-large-text).
  card: {
    heading: 'card-title mt-4 text-xl leading-snug font-bold',
    excerpt: 'mt-3 leading-relaxed',
  },
  featured: {
    heading: 'fit-xl mt-5 text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl',
    excerpt: 'mt-4 text-lg leading-relaxed',
  },
};

interface PostTeaserProps {
  post: Pick<BlogCardData, 'slug' | 'title' | 'excerpt' | 'category' | 'preview'>;
  headingLevel?: 'h2' | 'h3';
  look: keyof typeof looks;
}

/**
 * The words of an article card: category, title and excerpt. The title's link stretches over
 * the whole card (its `group relative` article), so the card is one link.
 */
export function PostTeaser({ post, headingLevel: Heading = 'h3', look }: PostTeaserProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <CategoryBadge category={post.category} />
        {post.preview && <Badge tone="accent">{post.preview}</Badge>}
      </div>
      <Heading className={cn(looks[look].heading, longestWordClass(post.title))}>
        <a
          href={`/blog/${post.slug}`}
          className="after:absolute after:inset-0 after:rounded-(--radius-card) group-hover:text-brand-700"
        >
          {unbroken(post.title)}
        </a>
      </Heading>
      <p className={`${looks[look].excerpt} text-ink-600`}>{post.excerpt}</p>
    </>
  );
}
