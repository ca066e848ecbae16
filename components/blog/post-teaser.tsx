import { CategoryBadge } from '@/components/blog/category-badge';
import { Badge } from '@/components/ui/badge';
// Browser-safe like post-card: the filter island renders it, so no lib/content/blog here.
import type { BlogCardData } from '@/lib/content/blog-card';
import { unbroken } from '@/components/ui/unbroken-ranges';

const looks = {
  card: { heading: 'mt-4 text-xl leading-snug font-bold', excerpt: 'mt-3 leading-relaxed' },
  featured: {
    heading: 'mt-5 text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl',
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
      <Heading className={looks[look].heading}>
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
