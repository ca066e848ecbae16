import { ChevronLeft, ChevronRight } from 'lucide-react';
import { listingPagePath } from '@/lib/content/blog-pages';
import { cn } from '@/lib/utils/cn';

interface PaginationNavProps {
  basePath: string;
  page: number;
  pageCount: number;
  labels: { label: string; previous: string; next: string };
}

/** Page numbers to show: the first, the last and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold';
const link = cn(
  item,
  'border border-ink-300 bg-surface text-ink-800 hover:border-brand-300 hover:bg-brand-50',
);

/** Previous/next and numbered links between the static pages of a list; nothing for one page. */
export function PaginationNav({ basePath, page, pageCount, labels }: PaginationNavProps) {
  if (pageCount < 2) return null;
  const href = (n: number) => listingPagePath(basePath, n);
  return (
    <nav aria-label={labels.label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" className={link}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              {labels.previous}
            </a>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span
                  aria-current="page"
                  className={cn(item, 'keep-palette bg-brand-700 text-white')}
                >
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <a href={href(n)} className={link}>
                  <span className="sr-only">Page </span>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={href(page + 1)} rel="next" className={link}>
              {labels.next}
              <ChevronRight className="size-4" aria-hidden="true" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** rel=prev/next links for the head (React hoists <link> elements there). */
export function PaginationLinks({ basePath, page, pageCount }: Omit<PaginationNavProps, 'labels'>) {
  return (
    <>
      {page > 1 && <link rel="prev" href={listingPagePath(basePath, page - 1)} />}
      {page < pageCount && <link rel="next" href={listingPagePath(basePath, page + 1)} />}
    </>
  );
}
