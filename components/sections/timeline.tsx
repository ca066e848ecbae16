import { TechTags } from '@/components/sections/tech-tags';

export interface TimelineEntry {
  marker: string;
  title: string;
  description: string;
  items?: string[];
}

/** A vertical timeline for milestones, process steps and project phases. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  // ml-4: the numbered circles sit centred on the rule, half outside it; the margin keeps them
  // inside the content column instead of against the screen edge on a phone.
  return (
    <ol className="relative ml-4 space-y-10 border-l-2 border-brand-100 pl-8 sm:pl-10">
      {entries.map((entry, index) => (
        <li key={`${entry.marker}-${entry.title}`} className="relative">
          {/* The ring cuts the rule in the page's own colour (light or dark), so it sits outside
              the number's keep-palette, which would reset that colour to white. */}
          <span
            aria-hidden="true"
            className="absolute top-0 -left-[calc(2rem+1.0625rem)] rounded-full ring-4 ring-surface sm:-left-[calc(2.5rem+1.0625rem)]"
          >
            <span className="flex size-8 items-center justify-center keep-palette rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
          </span>
          <p className="eyebrow">{entry.marker}</p>
          <h3 className="mt-1 text-xl font-bold">{entry.title}</h3>
          <p className="mt-2 max-w-2xl leading-relaxed text-ink-600">{entry.description}</p>
          {entry.items && entry.items.length > 0 && (
            <TechTags items={entry.items} look="plain" className="mt-3" />
          )}
        </li>
      ))}
    </ol>
  );
}
