import { IconMosaic } from '@/components/sections/icon-mosaic';
import {
  AnswerGate,
  BillSplit,
  ReleaseContrast,
  TeamJoining,
} from '@/components/services/service-hero-diagrams';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/content/icons';
import {
  answerGateFacts,
  billSplitFacts,
  releaseContrastFacts,
  teamJoiningFacts,
} from '@/lib/content/service-hero-diagrams';
import type { ServiceHero } from '@/lib/content/service-heroes';
import type { Service } from '@/lib/content/services';
import { heroGlow, heroTile } from '@/components/services/service-hero-tiles';

/**
 * The drawings with words in them (diagrams of the service's own sections): on a phone they span
 * the screen so their labels stay readable; the icon compositions stand small
 * (docs/reader-settings.md#hero-drawings-on-tablets-and-phones).
 */
export const LABELLED_DRAWINGS: ReadonlySet<ServiceHero['drawing']> = new Set([
  'release-contrast',
  'bill-split',
  'answer-gate',
  'team-joining',
]);

/** Six spots on the outer ring (radius 36 % of the box), from the top, clockwise. */
const ORBIT_SPOTS = [
  'left-[50%] top-[14%]',
  'left-[81.2%] top-[32%]',
  'left-[81.2%] top-[68%]',
  'left-[50%] top-[86%]',
  'left-[18.8%] top-[68%]',
  'left-[18.8%] top-[32%]',
];

/** The service's first icon in the middle, six more on a ring around it. */
function Orbit({ names }: { names: IconName[] }) {
  const [centre, ...ring] = names;
  const around = ring.slice(0, 6);
  return (
    <div className="relative mx-auto aspect-square max-w-md">
      <div className={heroGlow} />
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full text-white/20">
        <circle cx="50" cy="50" r="36" fill="none" stroke="currentColor" strokeDasharray="2 3" />
        <circle cx="50" cy="50" r="22" fill="none" stroke="currentColor" strokeOpacity="0.6" />
      </svg>
      <div
        className={`${heroTile} absolute top-1/2 left-1/2 size-28 -translate-1/2 bg-accent-400 text-ink-950`}
      >
        {centre && <Icon name={centre} className="size-12" />}
      </div>
      {around.map((name, index) => (
        <div
          key={name}
          className={`${heroTile} absolute size-16 -translate-1/2 ${ORBIT_SPOTS[index]} ${index % 2 ? 'bg-brand-500/30' : 'bg-white/[0.07]'}`}
        >
          <Icon name={name} className="size-7" />
        </div>
      ))}
    </div>
  );
}

/** Five steps of the service as a path of tiles joined by a dashed line, left to right. */
const PIPELINE_STOPS: { x: number; y: number; spot: string }[] = [
  { x: 14, y: 22, spot: 'left-[14%] top-[22%]' },
  { x: 44, y: 12, spot: 'left-[44%] top-[12%]' },
  { x: 74, y: 28, spot: 'left-[74%] top-[28%]' },
  { x: 30, y: 70, spot: 'left-[30%] top-[70%]' },
  { x: 66, y: 80, spot: 'left-[66%] top-[80%]' },
];
function Pipeline({ names }: { names: IconName[] }) {
  const stops = PIPELINE_STOPS.slice(0, Math.min(names.length, PIPELINE_STOPS.length));
  return (
    <div className="relative mx-auto aspect-[10/9] max-w-md">
      <div className={heroGlow} />
      <svg viewBox="0 0 100 90" className="absolute inset-0 size-full text-accent-300/70">
        <polyline
          points={stops.map(({ x, y }) => `${x},${y * 0.9}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="0.8"
          strokeDasharray="2.5 2"
          strokeLinejoin="round"
        />
      </svg>
      {stops.map(({ spot }, index) => (
        <div
          key={names[index]}
          className={`${heroTile} absolute size-20 -translate-1/2 ${spot} ${index === stops.length - 1 ? 'bg-accent-400 text-ink-950' : index % 2 ? 'bg-brand-700' : 'bg-brand-900'}`}
        >
          {/* Opaque tiles: the path runs behind them, from edge to edge. */}
          <Icon name={names[index]!} className="size-8" />
        </div>
      ))}
    </div>
  );
}

/** Three application windows stacked, the front one showing the service's capabilities. */
function Stack({ names }: { names: IconName[] }) {
  const shown = names.slice(0, 4);
  const window = 'absolute rounded-2xl border border-white/15 shadow-2xl shadow-black/30';
  const bar = (
    <div className="flex gap-1.5 border-b border-white/10 px-4 py-3">
      {[0, 1, 2].map((dot) => (
        <span key={dot} className="size-2 rounded-full bg-white/30" />
      ))}
    </div>
  );
  return (
    <div className="relative mx-auto aspect-[10/9] max-w-md">
      <div className={heroGlow} />
      <div className={`${window} top-0 right-0 h-3/5 w-3/4 bg-brand-500/20`}>{bar}</div>
      <div className={`${window} top-[14%] right-[9%] h-3/5 w-3/4 bg-brand-700/60`}>
        {bar}
        <div className="space-y-2 p-4">
          <div className="h-2 w-2/3 rounded bg-white/20" />
          <div className="h-2 w-1/2 rounded bg-white/15" />
        </div>
      </div>
      <div className={`${window} top-[30%] right-[18%] w-3/4 bg-brand-900`}>
        {bar}
        <div className="grid grid-cols-2 gap-3 p-4">
          {shown.map((name, index) => (
            <div
              key={name}
              className={`flex items-center gap-3 rounded-xl p-3 text-white ${index === 0 ? 'bg-accent-400 text-ink-950' : 'bg-white/[0.07]'}`}
            >
              <Icon name={name} className="size-6 shrink-0" />
              <span className="h-1.5 flex-1 rounded bg-current opacity-30" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * A service hero's drawing in the composition its content names (content/service-heroes.json,
 * docs/service-heroes.md): the service's own icons, or a diagram of its own sections.
 * Decorative: the page states everything it shows.
 */
export function ServiceHeroArt({
  hero,
  service,
  names,
}: {
  hero: ServiceHero;
  service: Pick<Service, 'slug' | 'sections'>;
  names: IconName[];
}) {
  // Only the drawing chosen is built: a diagram reads sections other services may not have.
  const art = {
    mosaic: () => <IconMosaic names={names} />,
    orbit: () => <Orbit names={names} />,
    pipeline: () => <Pipeline names={names} />,
    stack: () => <Stack names={names} />,
    'release-contrast': () => <ReleaseContrast {...releaseContrastFacts(service, hero)} />,
    'bill-split': () => <BillSplit {...billSplitFacts(service, hero)} />,
    'answer-gate': () => <AnswerGate {...answerGateFacts(service, hero)} />,
    'team-joining': () => <TeamJoining {...teamJoiningFacts(service, hero)} />,
  }[hero.drawing];
  return (
    <div aria-hidden="true" data-hero-drawing={hero.drawing}>
      {art()}
    </div>
  );
}
