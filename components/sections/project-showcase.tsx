import { TechTags } from '@/components/sections/tech-tags';
import { Badge } from '@/components/ui/badge';
import { Figure, type FigureLook } from '@/components/sections/figure';
import { cn } from '@/lib/utils/cn';

export interface ShowcaseProject {
  name: string;
  sector: string;
  description: string;
  results: Array<{ value: string; label: string }>;
  technologies: string[];
  /** Its case study: the title links there and the whole card is clickable. */
  href?: string;
}

const resultLook: FigureLook = {
  cell: '',
  label: 'mt-1 text-sm text-ink-600',
  value: 'font-display text-2xl font-extrabold text-brand-700',
};

/** A product we built: its codename, what it does, measured results, stack. */
export function ProjectShowcase({ project }: { project: ShowcaseProject }) {
  return (
    <article
      className={cn(
        'card relative flex w-full flex-col p-6 sm:p-7',
        project.href && 'card-interactive',
      )}
    >
      <Badge tone="brand" className="self-start">
        {project.sector}
      </Badge>
      <h3 className="mt-4 text-2xl font-extrabold tracking-tight">
        {project.href ? (
          <a
            href={project.href}
            className="after:absolute after:inset-0 after:z-10 after:rounded-(--radius-card) hover:text-brand-800"
          >
            {project.name}
          </a>
        ) : (
          project.name
        )}
      </h3>
      <p className="mt-3 leading-relaxed text-ink-600">{project.description}</p>
      <dl className="narrow-single mt-6 grid grid-cols-2 gap-4 border-y border-ink-200 py-5 @min-[36rem]/page:grid-cols-3">
        {project.results.map((result) => (
          <Figure key={result.label} {...result} look={resultLook} />
        ))}
      </dl>
      <TechTags
        items={project.technologies}
        label={`Technologies used for ${project.name}`}
        className="mt-5"
      />
    </article>
  );
}
