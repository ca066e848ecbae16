import { ArrowRight } from 'lucide-react';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { PostMeta } from '@/components/blog/post-meta';
import { PostTeaser } from '@/components/blog/post-teaser';
import { PostImage } from '@/components/blog/post-image';
import type { BlogPostSummary } from '@/lib/content/blog-schema';

interface FeaturedPostProps {
  post: BlogPostSummary;
  /** The call to read it, under the byline ("Read the article"). */
  action: string;
}

/** The featured article: a wide card kept apart from the searchable list. */
export function FeaturedPost({ post, action }: FeaturedPostProps) {
  return (
    <article className="card card-interactive group relative grid overflow-hidden lg:grid-cols-12">
      <PostImage
        src={post.heroImage}
        sizes="(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw"
        decoding="async"
        // The first image on /blog, and on a phone its largest paint.
        fetchPriority="high"
        className="keep-palette aspect-[16/9] h-full w-full bg-brand-950 object-cover lg:col-span-7 lg:aspect-auto"
      />
      <div className="narrow-pad flex flex-col justify-center p-6 sm:p-10 lg:col-span-5">
        <PostTeaser post={post} look="featured" />
        <div className="narrow-stack mt-8 flex items-center gap-3">
          <AuthorAvatar author={post.author} />
          <div className="text-sm">
            {/* Whole words: "Co-Founder" breaks at its hyphen or not at all. */}
            <p className="font-semibold [overflow-wrap:normal] text-ink-900">
              {post.author.name}
              <span className="font-normal text-ink-600">, {post.author.role}</span>
            </p>
            <PostMeta date={post.date} readTime={post.readTime} className="text-ink-600" />
          </div>
        </div>
        <p
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700"
          aria-hidden="true"
        >
          {action}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
