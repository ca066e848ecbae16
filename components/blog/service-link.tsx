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
      className="rounded-(--radius-card) border border-ink-200 p-6 sm:p-8 print:hidden"
    >
      <p
        id="article-service"
        className="text-sm font-semibold tracking-wide text-ink-600 uppercase"
      >
        {copy.eyebrow}
      </p>
      <p className="mt-3 text-xl font-bold tracking-tight">
        <a
          href={service.path}
          className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          {fillTemplate(copy.link, { service: service.name })}
          <span aria-hidden="true">→</span>
        </a>
      </p>
      <p className="mt-1 leading-relaxed text-ink-600">{service.seo.description}</p>
    </aside>
  );
}
