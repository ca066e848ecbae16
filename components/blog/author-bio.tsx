import { AuthorAvatar } from '@/components/blog/author-avatar';
import type { BlogAuthor } from '@/lib/content/blog';

/** "About the author" card at the end of an article. */
export function AuthorBio({ title, author }: { title: string; author: BlogAuthor }) {
  return (
    <section
      aria-labelledby="article-author"
      className="card flex flex-col gap-5 p-6 sm:flex-row sm:p-8"
    >
      <AuthorAvatar initials={author.initials} size="lg" />
      <div>
        <h2 id="article-author" className="eyebrow">
          {title}
        </h2>
        <p className="mt-2 font-display text-xl font-bold text-ink-950">{author.name}</p>
        <p className="text-sm font-medium text-ink-600">{author.role}</p>
        <p className="mt-3 leading-relaxed text-ink-700">{author.bio}</p>
      </div>
    </section>
  );
}
