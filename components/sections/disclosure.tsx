import type { ReactNode } from 'react';

/**
 * A long secondary list folded under its heading (details/summary: no JavaScript). Used where a
 * drawing above already says the same, so the page stays short on a phone.
 */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl border border-ink-200 px-4 [&::-webkit-details-marker]:hidden">
        <h3 className="text-lg font-bold">{title}</h3>
        <span
          aria-hidden="true"
          className="text-brand-700 transition-transform group-open:rotate-180"
        >
          ▾
        </span>
      </summary>
      {children}
    </details>
  );
}
