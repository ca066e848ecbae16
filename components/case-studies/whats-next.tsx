import { ArrowRight, Rocket } from 'lucide-react';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

interface WhatsNextCardProps {
  id: string;
  next: { title: string; desc: string; items: string[] };
}

/** Where the product goes from here: the client's roadmap, as one card. */
export function WhatsNextCard({ id, next }: WhatsNextCardProps) {
  return (
    <div className="narrow-bleed relative overflow-hidden rounded-(--radius-card) border border-brand-200 bg-gradient-to-br from-brand-50 via-surface to-accent-200/40 p-[max(16px,min(1.5rem,7cqi))] shadow-(--shadow-card) sm:p-10 lg:p-12">
      <div className="grid gap-10 lg:grid-cols-12 lg:items-center">
        <div className="lg:col-span-5">
          <span className="inline-flex size-12 items-center justify-center keep-palette rounded-xl bg-brand-700 text-white">
            <Rocket className="size-6" aria-hidden="true" />
          </span>
          {/* Its padding stays 1.5rem until the page column narrows under enlarged text
              (docs/reader-settings.md#a-narrow-column), and the heading keeps its longest word whole. */}
          <h2
            id={id}
            className={cn(
              'heading-fit mt-6 text-3xl font-bold tracking-tight sm:text-4xl',
              longestWordClass(next.title, 6),
            )}
          >
            {next.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-700">{next.desc}</p>
        </div>
        <ul className="grid gap-3 lg:col-span-7">
          {next.items.map((item) => (
            <li
              key={item}
              className="narrow-stack narrow-pad flex items-start gap-3 rounded-xl bg-surface/80 p-4 ring-1 ring-brand-100"
            >
              <ArrowRight className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <span className="font-medium text-ink-800">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
