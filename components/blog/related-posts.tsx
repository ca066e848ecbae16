import { PostCard } from '@/components/blog/post-card';
import { CardList } from '@/components/sections/card-grid';
import { Section, SectionHeading } from '@/components/sections/section';
import type { BlogPostSummary } from '@/lib/content/blog-schema';

interface RelatedPostsProps {
  posts: BlogPostSummary[];
  copy: { eyebrow: string; title: string };
}

/** The band of related articles under an article; nothing when there are none. */
export function RelatedPosts({ posts, copy }: RelatedPostsProps) {
  if (posts.length === 0) return null;
  return (
    <Section tone="muted" labelledBy="related-articles" className="print:hidden">
      <SectionHeading id="related-articles" eyebrow={copy.eyebrow} title={copy.title} />
      <CardList items={posts} keyOf={(item) => item.slug}>
        {(item) => <PostCard post={item} />}
      </CardList>
    </Section>
  );
}
