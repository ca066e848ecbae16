import { TechTags } from '@/components/sections/tech-tags';
import { cn } from '@/lib/utils/cn';

export interface TimelineEntry {
  marker: string;
  title: string;
  description: string;
  items?: string[];
}

/*
 * An `across` timeline turns horizontal by the page container's width in rem (60rem: a 1024 px
 * window at default text size), not by the window: at 200% text the container is half as many
 * rem wide, so the steps stay stacked instead of squeezing two-word lines into four columns.
 */

/**
 * How many steps share a row when across. Five milestones only fit side by side in a 75rem
 * container (a 1280 px window, about 215 px each); in narrower wide containers they run three
 * to a row. Six run three by two at every width: four then two left half the second row
 * empty, and six in one row leave each step too narrow for its title.
 */
const COLUMNS: Record<number, string> = {
  3: '@min-[60rem]/page:grid-cols-3',
  4: '@min-[60rem]/page:grid-cols-4',
  5: '@min-[60rem]/page:grid-cols-3 @min-[75rem]/page:grid-cols-5',
  6: '@min-[60rem]/page:grid-cols-3',
};

/**
 * At 200% text a phone's page container is under 20rem: the rail and its indent would leave
 * the words a column so narrow that they split mid-word, so the rule goes and each number sits
 * above its step instead.
 */
const NARROW_LIST =
  '@max-[20rem]/page:ml-0 @max-[20rem]/page:border-l-0 @max-[20rem]/page:pl-0 @max-[20rem]/page:sm:pl-0';
const NARROW_NUMBER =
  '@max-[20rem]/page:static @max-[20rem]/page:mb-2 @max-[20rem]/page:inline-block';

/** The list across: a grid of columns with no left rule. */
const ACROSS_LIST =
  '@min-[60rem]/page:ml-0 @min-[60rem]/page:grid @min-[60rem]/page:gap-x-8 @min-[60rem]/page:gap-y-12 @min-[60rem]/page:space-y-0 @min-[60rem]/page:border-l-0 @min-[60rem]/page:pl-0';
/**
 * A step across: room above for its number, and the rule from this step's number to the next
 * one's, across the gap; none after the last step.
 */
const ACROSS_STEP =
  "@min-[60rem]/page:pt-14 @min-[60rem]/page:before:absolute @min-[60rem]/page:before:top-[0.9375rem] @min-[60rem]/page:before:-right-8 @min-[60rem]/page:before:left-0 @min-[60rem]/page:before:h-0.5 @min-[60rem]/page:before:bg-brand-200 @min-[60rem]/page:before:content-[''] @min-[60rem]/page:last:before:hidden";
/**
 * The last step of a row draws no rule: it would run past the content's edge towards a step
 * that is not there. Five steps in a 60-75rem container run three to a row; six always do.
 */
const ACROSS_ROW_ENDS: Record<number, string> = {
  5: '@min-[60rem]/page:nth-3:before:hidden @min-[75rem]/page:nth-3:before:block',
  6: '@min-[60rem]/page:nth-3:before:hidden',
};

/**
 * A vertical timeline for milestones, process steps and project phases. `across` makes it a
 * horizontal rail from 1024 px at default text size (the company pages' milestones, hiring and
 * partnering steps), so the steps use the page's width instead of leaving an empty column beside
 * them. Server-rendered CSS only: across, the connecting rule is each step's ::before, cut by the
 * next step's ringed number.
 */
export function Timeline({
  entries,
  across = false,
}: {
  entries: TimelineEntry[];
  across?: boolean;
}) {
  // ml-4: the numbered circles sit centred on the rule, half outside it; the margin keeps them
  // inside the content column instead of against the screen edge on a phone.
  return (
    <ol
      className={cn(
        'relative ml-4 space-y-10 border-l-2 border-brand-100 pl-8 sm:pl-10',
        NARROW_LIST,
        across && ACROSS_LIST,
        across && (COLUMNS[entries.length] ?? COLUMNS[4]),
      )}
    >
      {entries.map((entry, index) => (
        <li
          key={`${entry.marker}-${entry.title}`}
          className={cn(
            'relative',
            across && ACROSS_STEP,
            across && ACROSS_ROW_ENDS[entries.length],
          )}
        >
          {/* The ring cuts the rule in the page's own colour (light or dark), so it sits outside
              the number's keep-palette, which would reset that colour to white. */}
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-0 -left-[calc(2rem+1.0625rem)] z-10 rounded-full ring-4 ring-surface sm:-left-[calc(2.5rem+1.0625rem)]',
              across && '@min-[60rem]/page:left-0',
              NARROW_NUMBER,
            )}
          >
            <span className="flex size-8 items-center justify-center keep-palette rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
          </span>
          <p className="eyebrow">{entry.marker}</p>
          <h3 className={cn('mt-1 text-xl font-bold', across && 'text-balance')}>{entry.title}</h3>
          <p className="mt-2 max-w-2xl leading-relaxed text-ink-600">{entry.description}</p>
          {entry.items && entry.items.length > 0 && (
            <TechTags items={entry.items} look="plain" className="mt-3" />
          )}
        </li>
      ))}
    </ol>
  );
}
