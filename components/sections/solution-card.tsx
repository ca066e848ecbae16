import { FeatureList } from '@/components/sections/feature-list';
import { SolutionArtwork } from '@/components/sections/solution-artwork';
import { TechTags } from '@/components/sections/tech-tags';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';
import type { SolutionArtworkName } from '@/lib/content/section-schemas';

export interface Solution {
  title: string;
  description: string;
  artwork: SolutionArtworkName;
  artworkAlt: string;
  benefits: string[];
  technologies: string[];
}

/** A solution we deliver: our own artwork, what it is, what the client gains, what we use. */
export function SolutionCard({ solution }: { solution: Solution }) {
  return (
    <article className="card flex w-full flex-col overflow-hidden">
      {/* The scene at most a little over its drawn 400 px, centred on its own backdrop: a card
          that spans a row of three at 768 px had it at twice that, its labels at heading size
          (docs/drawings.md#scenes-in-a-wide-card). */}
      {/* Wider than the scene, its edges fade into the backdrop instead of ending on a seam. */}
      <div className="@container bg-[#12143a]">
        <div className="mx-auto max-w-[440px] @min-[460px]:mask-x-from-90%">
          <SolutionArtwork name={solution.artwork} alt={solution.artworkAlt} />
        </div>
      </div>
      <div className="narrow-pad flex flex-1 flex-col p-6 sm:p-7">
        <h3 className={cn('card-title text-xl font-bold', longestWordClass(solution.title))}>
          {solution.title}
        </h3>
        <p className="mt-3 leading-relaxed text-ink-600">{solution.description}</p>
        <h4 className="mt-6 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          Benefits
        </h4>
        <FeatureList items={solution.benefits} className="mt-3 text-ink-800" />
        <h4 className="mt-6 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          Technologies
        </h4>
        <TechTags
          items={solution.technologies}
          label={`Technologies for ${solution.title}`}
          className="mt-3"
        />
      </div>
    </article>
  );
}
