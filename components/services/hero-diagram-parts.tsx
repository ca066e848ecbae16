import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { ArrowDefs } from '@/components/ui/svg-arrow';
import { SvgText } from '@/components/ui/svg-text';
import type { IconName } from '@/lib/content/icons';
import { wrapWords } from '@/lib/utils/wrap-words';

/*
 * The pieces the service-hero diagrams are drawn with (docs/service-heroes.md). A diagram is
 * 440 units wide and shown 372-448 px wide (the hero's column from 1024 px, 440 px under the
 * text on a tablet, the screen's full width on a phone), so 13 units is the smallest type: about
 * 11 px at its narrowest.
 */
export const DIAGRAM_WIDTH = 440;
export const LINE = 17;

/** The drawing's frame: a fixed-ratio SVG over the hero's glow, its text in the page's face. */
export function DiagramFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="relative mx-auto max-w-md">
      <div className="absolute inset-0 -z-10 rounded-full bg-[radial-gradient(closest-side,rgb(112_130_251/0.4),transparent)]" />
      <svg viewBox={`0 0 ${DIAGRAM_WIDTH} ${height}`} className="block h-auto w-full">
        {children}
      </svg>
    </div>
  );
}

type Tone = 'title' | 'note' | 'figure' | 'muted';
const TONES: Record<Tone, { size: number; weight: number; fill: string }> = {
  title: { size: 14.5, weight: 600, fill: 'fill-white' },
  note: { size: 13, weight: 500, fill: 'fill-brand-300' },
  figure: { size: 24, weight: 700, fill: 'fill-accent-400' },
  muted: { size: 13, weight: 500, fill: 'fill-brand-100' },
};

/** Text in one of the diagrams' four styles, wrapped to `width` characters a line. */
export function Label({
  x,
  y,
  tone,
  children,
  width = 60,
  anchor = 'start',
}: {
  x: number;
  y: number;
  tone: Tone;
  children: string;
  width?: number;
  anchor?: 'start' | 'middle' | 'end';
}) {
  const { size, weight, fill } = TONES[tone];
  return (
    <SvgText x={x} y={y} fontSize={size} fontWeight={weight} className={fill} textAnchor={anchor}>
      {wrapWords(children, width).map((line, index) => (
        <tspan key={index} x={x} dy={index === 0 ? 0 : LINE}>
          {line}
        </tspan>
      ))}
    </SvgText>
  );
}

/** One of the site's icons, drawn at (x, y) as a square of `size` units. */
export function DiagramIcon({
  name,
  x,
  y,
  size = 20,
  className = 'text-white',
}: {
  name: IconName;
  x: number;
  y: number;
  size?: number;
  className?: string;
}) {
  return (
    <svg x={x} y={y} width={size} height={size} className={className} overflow="visible">
      <Icon name={name} className="size-full" />
    </svg>
  );
}

/** The hero palette's arrowhead (brand 300), under the shared marker's id. */
export function HeroArrowDefs({ id }: { id: string }) {
  return <ArrowDefs id={id} fill="var(--color-brand-300)" />;
}
