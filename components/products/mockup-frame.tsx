import { SvgText, type SvgTextProps } from '@/components/ui/svg-text';
import type { ReactNode } from 'react';

/**
 * The mock-ups' light palette: what they show in the light scheme and in print.
 */
const LIGHT = {
  ink950: '#0b0e17',
  ink900: '#151a26',
  ink700: '#363d51',
  ink600: '#4b546a',
  ink400: '#8d96ab',
  ink200: '#dde1ea',
  ink100: '#eef0f5',
  ink50: '#f7f8fb',
  brand700: '#2f36b0',
  brand100: '#e1e7ff',
  /** A selected row's tint. */
  brand50: '#eef1ff',
  green: '#10b981',
  greenSoft: '#d1fae5',
  /** Text and strokes that say "done" or "on time". */
  greenInk: '#047857',
  red: '#ef4444',
  redSoft: '#fee2e2',
  redFaint: '#fef2f2',
  redLine: '#fecaca',
  redInk: '#b91c1c',
  amberSoft: '#fef3c7',
  amberInk: '#9a4f06',
  amberInkDeep: '#92400e',
  amber700: '#b45309',
  /** The map's land, parks and water (the fleet map). */
  mapLand: '#e8edf4',
  mapPark: '#dff3e7',
  mapWater: '#bfdbfe',
  /** The warm backdrop behind Loomcart's phones. */
  stage: '#faf4ea',
  /**
   * A phone body's outline: none on a light page, a 1 px light edge in the dark scheme, where a
   * near-black handset on a near-black page lost its shape.
   */
  phoneEdge: 'none',
  /** Panels, cards and inputs: the paper of the app. */
  white: '#ffffff',
};

/**
 * Shared palette and parts of the product UI mock-ups (drawn, not screenshots). Every colour that
 * a dark app would change is a CSS variable, `--m-<name>`, with its light value as the fallback:
 * the dark scheme sets them (app/globals.css), the light scheme and print use the fallbacks, so
 * the light drawing costs no CSS. SVG presentation attributes take var() in every current
 * browser. The rest are fixed on purpose: the navy sidebar and the brand and accent fills were
 * drawn with white or ink marks on them, and read on a dark page as they are
 * (docs/reader-settings.md#drawn-screens-in-the-dark).
 */
export const M = {
  ...(Object.fromEntries(
    Object.entries(LIGHT).map(([name, light]) => [name, `var(--m-${name}, ${light})`]),
  ) as Record<keyof typeof LIGHT, string>),
  brand950: '#12143a',
  brand500: '#4c5cf0',
  brand300: '#9eaeff',
  accent: '#fbb454',
  accentDeep: '#f5962a',
  /** Text and marks on a brand, status or navy fill: white in both schemes. */
  onFill: '#ffffff',
  /** Marks on an accent fill, and a phone's body: near-black in both schemes. */
  onAccent: '#0b0e17',
  /** The page's own face (var(--font-sans) on the body), not a system font. */
  font: 'inherit',
};

type TProps = Pick<SvgTextProps, 'x' | 'y' | 'children'> & {
  anchor?: 'start' | 'middle' | 'end';
  size?: number;
  weight?: number;
  fill?: string;
};

/**
 * SVG text in the mock-ups' type style. SvgText draws a bolder weight than the page's face ships
 * at its heaviest, so the drawings' 800s are not synthesised.
 */
export function T({ size = 12, weight = 500, fill = M.ink700, anchor = 'start', ...text }: TProps) {
  return (
    <SvgText
      {...text}
      fontSize={size}
      fontWeight={weight}
      fill={fill}
      font={M.font}
      textAnchor={anchor}
    />
  );
}

interface MockupWindowProps {
  product: string;
  /** The sidebar's navigation; `active` is the index of the screen shown (the first by default). */
  items: string[];
  active?: number;
  /** The screen's heading, top left of the canvas. */
  title: string;
  children: ReactNode;
}

/** The app window: browser chrome, a dark sidebar with the product's navigation, light canvas. */
export function MockupWindow({ product, items, active = 0, title, children }: MockupWindowProps) {
  return (
    <>
      <rect x="0" y="0" width="960" height="600" rx="18" fill={M.white} />
      <rect x="0.5" y="0.5" width="959" height="599" rx="17.5" fill="none" stroke={M.ink200} />
      <path d="M0 18 a18 18 0 0 1 18 -18 h924 a18 18 0 0 1 18 18 v22 h-960 z" fill={M.ink100} />
      {[22, 40, 58].map((cx, i) => (
        <circle key={cx} cx={cx} cy="20" r="5" fill={['#f87171', '#fbbf24', '#34d399'][i]} />
      ))}
      <rect x="340" y="10" width="280" height="20" rx="10" fill={M.white} />
      <T x={480} y={24} size={11} fill={M.ink600} anchor="middle">
        {product} · app
      </T>
      <rect x="0" y="40" width="190" height="560" fill={M.brand950} />
      <path d="M0 582 v0 a18 18 0 0 0 18 18 h172 v-18 z" fill={M.brand950} />
      <rect x="20" y="60" width="28" height="28" rx="8" fill={M.brand500} />
      <circle cx="34" cy="74" r="6" fill={M.accent} />
      <T x={58} y={79} size={15} weight={800} fill={M.onFill}>
        {product}
      </T>
      {items.map((item, i) => (
        <g key={item}>
          {i === active && (
            <rect x="12" y={112 + i * 40} width="166" height="32" rx="8" fill="#232867" />
          )}
          <rect
            x="26"
            y={123 + i * 40}
            width="10"
            height="10"
            rx="3"
            fill={i === active ? M.accent : M.brand300}
            opacity={i === active ? 1 : 0.6}
          />
          <T
            x={46}
            y={132 + i * 40}
            size={13}
            weight={i === active ? 700 : 500}
            fill={i === active ? M.onFill : M.brand300}
          >
            {item}
          </T>
        </g>
      ))}
      <rect x="190" y="40" width="770" height="560" fill={M.ink50} />
      <path d="M190 600 v-18 h770 a18 18 0 0 1 -18 18 z" fill={M.ink50} />
      <T x={214} y={80} size={20} weight={800} fill={M.ink950}>
        {title}
      </T>
      {children}
    </>
  );
}

/** A white panel with a title, as the mock-ups' cards. */
export function Panel({
  x,
  y,
  w,
  h,
  title,
  className,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  title?: string;
  /** For a layout of its own on phones (a CSS width overrides the attribute). */
  className?: string;
}) {
  return (
    <>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx="12"
        fill={M.white}
        stroke={M.ink200}
        className={className}
      />
      {title && (
        <T x={x + 16} y={y + 26} size={13} weight={700} fill={M.ink900}>
          {title}
        </T>
      )}
    </>
  );
}

/** What a drawn product screen shows from the product's content: its headline figures. */
export interface MockupSceneProps {
  kpis: KpiFigure[];
  /**
   * Drawn as the wide screen at every width, without the phone layout: for a crop whose dots
   * sit on fixed places of the screen (components/products/screen-tour.tsx).
   */
  wide?: boolean;
  /** Prefix of the drawing's own ids, so a second copy on the page has ids of its own. */
  idPrefix?: string;
}

interface KpiFigure {
  label: string;
  value: string;
  trend?: string;
}

/** A small KPI card: label over a big value and a trend line. */
export function Kpi({
  x,
  y,
  label,
  value,
  trend,
  panelClassName,
  trendClassName,
}: {
  x: number;
  y: number;
  label: string;
  value: string;
  trend?: string;
  panelClassName?: string;
  trendClassName?: string;
}) {
  return (
    <>
      <Panel x={x} y={y} w={170} h={84} className={panelClassName} />
      <T x={x + 16} y={y + 24} size={11} fill={M.ink600}>
        {label}
      </T>
      <T x={x + 16} y={y + 54} size={22} weight={800} fill={M.ink950}>
        {value}
      </T>
      {trend && (
        <g className={trendClassName}>
          <T x={x + 16} y={y + 72} size={10.5} weight={600} fill={M.green}>
            {trend}
          </T>
        </g>
      )}
    </>
  );
}

/** Width of the phone screen the status bar is drawn for; smaller phones scale it down. */
const STATUS_BAR_WIDTH = 284;

/**
 * A phone's status bar (time, camera island, signal, wi-fi, battery) across the top of a
 * screen whose top-left corner is (x, y). The time keeps its own size: scaled with the bar,
 * it would be too small to read on a small phone.
 */
export function PhoneStatusBar({
  x,
  y,
  width = STATUS_BAR_WIDTH,
  time,
  timeSize = 12.5,
}: {
  x: number;
  y: number;
  width?: number;
  time: string;
  timeSize?: number;
}) {
  const s = width / STATUS_BAR_WIDTH;
  return (
    <>
      <T x={x + 28 * s} y={y + 22 * s} size={timeSize} weight={700} fill={M.ink950}>
        {time}
      </T>
      <g transform={`translate(${x} ${y}) scale(${s})`}>
        <rect x="102" y="9" width="80" height="22" rx="11" fill={M.onAccent} />
        {[0, 1, 2, 3].map((i) => (
          <rect
            key={i}
            x={214 + i * 4}
            y={18 - i * 2}
            width="3"
            height={4 + i * 2}
            rx="1"
            fill={M.ink950}
          />
        ))}
        <path
          d="M233 16.5 a8 8 0 0 1 11 0 M235.5 19 a4.5 4.5 0 0 1 6 0"
          fill="none"
          stroke={M.ink950}
          strokeWidth="1.5"
          strokeLinecap="round"
        />
        <circle cx="238.5" cy="21.6" r="1.2" fill={M.ink950} />
        <rect x="249" y="13" width="20" height="10" rx="3" fill="none" stroke={M.ink400} />
        <rect x="251" y="15" width="14" height="6" rx="1.5" fill={M.ink950} />
        <rect x="270" y="16" width="1.6" height="4" rx="0.8" fill={M.ink400} />
      </g>
    </>
  );
}
