import type { TocEntry } from '@/lib/content/legal';

/** "On this page": anchor links to every section of a legal document. */
export function LegalToc({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="card p-6 lg:sticky lg:top-28">
      <h2
        id="toc-heading"
        className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase"
      >
        On this page
      </h2>
      <ol className="mt-4 space-y-0.5 text-[0.9375rem]">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 text-ink-700 hover:bg-brand-50 hover:text-brand-800 lg:min-h-10"
            >
              <span className="w-5 shrink-0 text-right text-sm font-semibold text-brand-700 tabular-nums">
                {index + 1}
              </span>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
