import { getService } from '@/lib/content/services';
import { fillTemplate } from '@/lib/utils/fill-template';

interface ServiceLinkProps {
  /** The article's `service`: a file name of content/services/. */
  slug: string;
  copy: { eyebrow: string; link: string };
}

/**
 * Where a reader who wants the work, not just the article, goes next: the service page the
 * article is tagged with, named as the services menu names it, with that page's own summary.
 * A plain link, server-rendered.
 */
export function ServiceLink({ slug, copy }: ServiceLinkProps) {
  const service = getService(slug);
  return (
    <aside
      aria-labelledby="article-service"
      className="narrow-pad rounded-(--radius-card) border border-brand-100 bg-brand-50/60 p-6 sm:p-8 print:hidden"
    >
      <p
        id="article-service"
        className="text-sm font-semibold tracking-wide text-ink-600 uppercase"
      >
        {copy.eyebrow}
      </p>
      {/* An inline link, not a flex row: at 200% text on a phone the name wraps as a sentence
          with the arrow after its last word, instead of squeezing into a column beside it. */}
      <p className="mt-2 text-lg font-bold tracking-tight hyphens-auto sm:text-xl">
        <a
          href={service.path}
          className="inline-block py-2 text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          {fillTemplate(copy.link, { service: service.name })} <span aria-hidden="true">→</span>
        </a>
      </p>
      <p className="mt-1 leading-relaxed text-ink-600">{service.seo.description}</p>
    </aside>
  );
}
