import { PostCard } from '@/components/blog/post-card';
import { CardList } from '@/components/sections/card-grid';
import { Section, SectionHeading } from '@/components/sections/section';
import type { BlogPostSummary } from '@/lib/content/blog-schema';

interface RelatedPostsProps {
  posts: BlogPostSummary[];
  copy: { eyebrow: string; title: string };
}

/**
 * On a tablet the third card takes the row below the first two; there it lies on its side, the
 * drawing on the left at a half-width cell's size, instead of a full-width drawing 400 px tall.
 */
const ODD_LAST_ACROSS =
  '@min-[36rem]/page:@max-[60rem]/page:[&>li:last-child:nth-child(odd)_article]:flex-row @min-[36rem]/page:@max-[60rem]/page:[&>li:last-child:nth-child(odd)_img]:w-1/2 @min-[36rem]/page:@max-[60rem]/page:[&>li:last-child:nth-child(odd)_img]:self-start';

/** The band of related articles under an article; nothing when there are none. */
export function RelatedPosts({ posts, copy }: RelatedPostsProps) {
  if (posts.length === 0) return null;
  return (
    <Section tone="muted" labelledBy="related-articles" className="print:hidden">
      <SectionHeading id="related-articles" eyebrow={copy.eyebrow} title={copy.title} />
      <CardList items={posts} keyOf={(item) => item.slug} className={ODD_LAST_ACROSS}>
        {(item) => <PostCard post={item} />}
      </CardList>
    </Section>
  );
}
