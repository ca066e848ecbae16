import { ChevronRight } from 'lucide-react';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';

/**
 * Visible breadcrumb trail plus its BreadcrumbList JSON-LD. Pass the trail without Home;
 * the last crumb is the current page.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, ...trail];
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <nav aria-label="Breadcrumb" className="mb-6">
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-brand-200">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            // The chevron leads its crumb, so a crumb that wraps takes its chevron along
            // instead of leaving one at the end of the line above.
            // On a phone a deep trail's last crumb (the page's own title, the heading right
            // below) wrapped onto a line of its own; there it is left to screen readers.
            const phoneHidden = last && crumbs.length > 2;
            return (
              <li
                key={crumb.path}
                className={
                  phoneHidden
                    ? 'max-sm:sr-only sm:flex sm:items-center sm:gap-1.5'
                    : 'flex items-center gap-1.5'
                }
              >
                {index > 0 && <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />}
                {last ? (
                  <span aria-current="page" className="text-white">
                    {crumb.name}
                  </span>
                ) : (
                  <a href={crumb.path} className="hover:text-white hover:underline">
                    {crumb.name}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
