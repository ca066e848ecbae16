import { TrendingUp } from 'lucide-react';
import type { ProjectCard as ProjectCardData } from '@/lib/content/technologies';
import { TechTags } from '@/components/sections/tech-tags';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

/** A project card: title, description, technologies and results. */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  return (
    <article className="card flex w-full flex-col p-6 sm:p-7">
      <p className="eyebrow">{project.client}</p>
      <h3 className={cn('card-title mt-2 font-bold', longestWordClass(project.title))}>
        {project.title}
      </h3>
      <p className="mt-3 leading-relaxed text-ink-600">{project.description}</p>
      <TechTags items={project.technologies} label="Technologies" look="plain" className="mt-5" />
      <div className="narrow-pad mt-6 flex-1 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100">
        <h4 className="font-sans text-sm font-semibold text-brand-800">Results</h4>
        <ul className="checklist mt-3 space-y-2 text-[0.9375rem] text-ink-800">
          {project.results.map((result) => (
            <li key={result} className="flex items-start gap-2.5">
              <TrendingUp className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>{result}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
