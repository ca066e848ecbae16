import { ArrowRight } from 'lucide-react';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { CategoryBadge } from '@/components/blog/category-badge';
import { PostMeta } from '@/components/blog/post-meta';
import type { BlogPostSummary } from '@/lib/content/blog';
import { Illustration } from '@/components/ui/illustration';

/** The featured article: a wide card kept apart from the searchable list. */
export function FeaturedPost({ post }: { post: BlogPostSummary }) {
  return (
    <article className="card card-interactive group relative grid overflow-hidden lg:grid-cols-12">
      <Illustration
        src={post.heroImage}
        width={1600}
        height={900}
        sizes="(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw"
        decoding="async"
        // The first image on /blog, and on a phone its largest paint.
        fetchPriority="high"
        className="aspect-[16/9] h-full w-full bg-brand-950 object-cover lg:col-span-7 lg:aspect-auto"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10 lg:col-span-5">
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge category={post.category} />
        </div>
        <h3 className="mt-5 text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
          <a
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:rounded-(--radius-card) group-hover:text-brand-700"
          >
            {post.title}
          </a>
        </h3>
        <p className="mt-4 text-lg leading-relaxed text-ink-600">{post.excerpt}</p>
        <div className="mt-8 flex items-center gap-3">
          <AuthorAvatar initials={post.author.initials} />
          <div className="text-sm">
            <p className="font-semibold text-ink-900">
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
          Read the article
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
