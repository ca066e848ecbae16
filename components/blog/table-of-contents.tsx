import { DisclosureSummary } from '@/components/sections/disclosure';
import { nestToc, type TocEntry } from '@/lib/content/toc';
import { cn } from '@/lib/utils/cn';

interface TableOfContentsProps {
  entries: TocEntry[];
  /** "sidebar": always open, sticky beside the text; "collapsible": a details element for small screens. */
  variant: 'sidebar' | 'collapsible';
  /** title: the visible heading ("In this article"); label: the landmark's name. */
  copy: { title: string; label: string };
  className?: string;
}

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {nestToc(entries).map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="block rounded-md px-3 py-1.5 leading-snug font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {section.text}
          </a>
          {section.children.length > 0 && (
            <ol className="mt-0.5 mb-1 ml-3 space-y-0.5 border-l border-ink-200 pl-2">
              {section.children.map((child) => (
                <li key={child.id}>
                  <a
                    href={`#${child.id}`}
                    className="block rounded-md px-3 py-1 leading-snug text-ink-600 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {child.text}
                  </a>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The article's table of contents, built from its `##` and `###` headings. */
export function TableOfContents({ entries, variant, copy, className }: TableOfContentsProps) {
  if (entries.length === 0) return null;
  if (variant === 'collapsible') {
    return (
      <nav aria-label={copy.label} className={cn('toc print:hidden', className)}>
        <details className="group rounded-(--radius-card) border border-ink-200 bg-ink-50">
          <DisclosureSummary
            className="min-h-12 gap-3 px-5 font-display font-bold text-ink-950"
            chevronClassName="text-ink-600"
          >
            {copy.title}
          </DisclosureSummary>
          <div className="border-t border-ink-200 px-2 py-3">
            <TocList entries={entries} />
          </div>
        </details>
      </nav>
    );
  }
  return (
    <nav aria-labelledby="article-toc" className={cn('toc text-sm print:hidden', className)}>
      <p id="article-toc" className="eyebrow mb-3 px-3">
        {copy.title}
      </p>
      <TocList entries={entries} />
    </nav>
  );
}
