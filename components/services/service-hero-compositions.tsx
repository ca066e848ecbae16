import { Icon } from '@/components/ui/icon';
import { Portrait } from '@/components/ui/portrait';
import type { IconName } from '@/lib/content/icons';
import type { PortraitLook } from '@/lib/content/portrait-look';
import { heroGlow, heroTile } from '@/components/services/service-hero-tiles';

/*
 * Three more service-hero compositions (docs/service-heroes.md), each drawing what its kind of
 * service does rather than another arrangement of tiles: a model's layers, an infrastructure
 * stack, a team that gains two people. Decorative, like the other four.
 */

/**
 * Three inputs through a hidden layer to one output: the service's first icon, in accent. Tiles
 * are sized in shares of the drawing, not in rem, so 200% text cannot push them off a phone.
 */
const INPUTS = [22, 50, 78];
const HIDDEN = [16, 38, 62, 84];
export function Network({ names }: { names: IconName[] }) {
  const [output, ...inputs] = names;
  return (
    <div className="relative mx-auto aspect-square max-w-md">
      <div className={heroGlow} />
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full text-white/25">
        {INPUTS.flatMap((y1) =>
          HIDDEN.map((y2) => (
            <line
              key={`${y1}-${y2}`}
              x1="16"
              y1={y1}
              x2="50"
              y2={y2}
              stroke="currentColor"
              strokeWidth="0.4"
            />
          )),
        )}
        {HIDDEN.map((y) => (
          <line key={y} x1="50" y1={y} x2="84" y2="50" stroke="currentColor" strokeWidth="0.4" />
        ))}
        {HIDDEN.map((y, index) => (
          <circle
            key={y}
            cx="50"
            cy={y}
            r="4.5"
            className={index % 2 ? 'fill-brand-500' : 'fill-brand-700'}
            stroke="white"
            strokeOpacity="0.3"
            strokeWidth="0.5"
          />
        ))}
      </svg>
      {INPUTS.map((y, index) =>
        inputs[index] ? (
          <div
            key={y}
            className={`${heroTile} absolute left-[16%] aspect-square w-[15%] -translate-1/2 bg-brand-900`}
            style={{ top: `${y}%` }}
          >
            <Icon name={inputs[index]} className="size-[45%]" />
          </div>
        ) : null,
      )}
      {output && (
        <div
          className={`${heroTile} absolute top-1/2 left-[84%] aspect-square w-[22%] -translate-1/2 bg-accent-400 text-ink-950`}
        >
          <Icon name={output} className="size-[45%]" />
        </div>
      )}
    </div>
  );
}

/** Three plates of an infrastructure stack, seen from above at an angle, an icon on each. */
const PLATES = [
  { y: 70, fill: 'fill-brand-900', side: 'fill-ink-950/60' },
  { y: 46, fill: 'fill-brand-700', side: 'fill-brand-900' },
  { y: 22, fill: 'fill-accent-400', side: 'fill-accent-600' },
];
export function Layers({ names }: { names: IconName[] }) {
  return (
    <div className="relative mx-auto aspect-[10/9] max-w-md">
      <div className={heroGlow} />
      <svg viewBox="0 0 100 90" className="absolute inset-0 size-full">
        {PLATES.map(({ y, fill, side }) => (
          <g key={y}>
            {/* The plate's thickness: its lower edge, drawn first. */}
            <polygon
              points={`12,${y} 50,${y + 11} 88,${y} 88,${y + 4} 50,${y + 15} 12,${y + 4}`}
              className={side}
            />
            <polygon
              points={`12,${y} 50,${y - 11} 88,${y} 50,${y + 11}`}
              className={fill}
              stroke="white"
              strokeOpacity="0.2"
              strokeWidth="0.4"
            />
          </g>
        ))}
      </svg>
      {PLATES.map(({ y }, index) => {
        const name = names[index];
        const top = index === PLATES.length - 1;
        return name ? (
          <div
            key={y}
            className={`absolute left-1/2 -translate-1/2 ${top ? 'text-ink-950' : 'text-white'}`}
            style={{ top: `${(y / 90) * 100}%` }}
          >
            <Icon name={name} className="size-9" />
          </div>
        ) : null;
      })}
    </div>
  );
}

/** A team of four, two more joining it (accent rings): what augmentation adds. */
const MEMBERS: { seed: string; look: PortraitLook; joining?: boolean }[] = [
  {
    seed: 'team-a',
    look: { hair: 'short', hairColor: 'black', skin: 'medium', glasses: false, beard: false },
  },
  {
    seed: 'team-b',
    look: { hair: 'long', hairColor: 'brown', skin: 'light', glasses: true, beard: false },
  },
  {
    seed: 'team-c',
    look: { hair: 'buzz', hairColor: 'black', skin: 'deep', glasses: false, beard: true },
  },
  {
    seed: 'team-d',
    look: { hair: 'bun', hairColor: 'dark-brown', skin: 'fair', glasses: false, beard: false },
  },
  {
    seed: 'team-e',
    look: { hair: 'side-part', hairColor: 'black', skin: 'brown', glasses: true, beard: false },
    joining: true,
  },
  {
    seed: 'team-f',
    look: { hair: 'curly', hairColor: 'auburn', skin: 'light', glasses: false, beard: false },
    joining: true,
  },
];
export function Team({ names }: { names: IconName[] }) {
  const skills = names.slice(0, 3);
  return (
    <div className="relative mx-auto aspect-[10/9] max-w-md">
      <div className={heroGlow} />
      <div className="absolute inset-x-[6%] top-1/2 -translate-y-1/2 rounded-3xl border border-white/15 bg-brand-900/80 p-6 shadow-2xl shadow-black/30">
        <div className="flex gap-2">
          {skills.map((name, index) => (
            <span
              key={name}
              className={`${heroTile} size-10 rounded-xl ${index === 0 ? 'bg-accent-400 text-ink-950' : 'bg-white/[0.07]'}`}
            >
              <Icon name={name} className="size-5" />
            </span>
          ))}
        </div>
        <div className="mt-6 grid grid-cols-3 gap-5">
          {MEMBERS.map(({ seed, look, joining }) => (
            <div key={seed} className="relative flex justify-center">
              {/* Joining: an accent halo around the portrait (its own ring stays as drawn). */}
              <span className={joining ? 'rounded-full bg-accent-400 p-1' : 'opacity-90'}>
                <Portrait seed={seed} look={look} size="lg" />
              </span>
              {joining && (
                <span className="absolute -top-1 right-[14%] flex size-6 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-ink-950">
                  +
                </span>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
