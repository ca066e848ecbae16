import { ArrowRight } from 'lucide-react';
import { Checkable } from '@/components/ui/checkable';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import type { BlogAuthor } from '@/lib/content/blog-schema';

interface AuthorBioProps {
  title: string;
  author: BlogAuthor;
  /** The link to the author's page, e.g. "More from Priya Nair". */
  profileLink: string;
}

/** "About the author" card at the end of an article, linking to the author's page. */
export function AuthorBio({ title, author, profileLink }: AuthorBioProps) {
  return (
    <section
      aria-labelledby="article-author"
      className="narrow-pad card flex flex-col gap-5 p-6 sm:flex-row sm:p-8"
    >
      <AuthorAvatar author={author} size="lg" />
      <div>
        <h2 id="article-author" className="eyebrow">
          {title}
        </h2>
        <p className="mt-2 font-display text-xl font-bold text-ink-950">
          <Checkable href={author.profileUrl}>{author.name}</Checkable>
        </p>
        <p className="text-sm font-medium text-ink-600">{author.role}</p>
        <p className="mt-3 leading-relaxed text-ink-700">{author.bio}</p>
        <a
          href={author.path}
          rel="author"
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
        >
          {profileLink}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
