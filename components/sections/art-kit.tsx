// The palette and parts the inline artworks (hero drawings, solution scenes) are drawn with: the
// hero's dark brand palette from app/globals.css (brand 950/900/500/400/300, accent 400).
export const C = {
  panel: '#1c2060',
  deep: '#12143a',
  line: '#4c5cf0',
  mid: '#7082fb',
  soft: '#9eaeff',
  accent: '#fbb454',
  green: '#34d399',
  white: '#ffffff',
};

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A card of the drawing; `hot` marks the one the eye should land on (accent edge). */
export function Panel({ x, y, w, h, r = 14, hot = false }: Rect & { r?: number; hot?: boolean }) {
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={r}
      fill={C.panel}
      stroke={hot ? C.accent : C.line}
      strokeOpacity={hot ? 0.9 : 0.8}
      strokeWidth={hot ? 1.5 : 1}
    />
  );
}

/** A filled rounded rectangle: a chip, a port, a window, a highlight. */
export function Block({ x, y, w, h, r, fill, opacity }: BlockProps) {
  return <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} opacity={opacity} />;
}

type BlockProps = Rect & { r: number; fill: string; opacity?: number };

/** A column chart: one column per value, standing on `base`; the `hot` column in accent. */
export function Columns({ values, x, step, base, w, r, fill, hot, opacity }: ColumnsProps) {
  return values.map((h, i) => (
    <Block
      key={i}
      x={x + i * step}
      y={base - h}
      w={w}
      h={h}
      r={r}
      fill={i === hot ? C.accent : fill}
      opacity={opacity}
    />
  ));
}

interface ColumnsProps {
  values: number[];
  /** The first column's left edge and the distance between columns' left edges. */
  x: number;
  step: number;
  base: number;
  w: number;
  r: number;
  fill: string;
  hot?: number;
  opacity?: number;
}

/** An open stroke with round ends and corners: a tick, an arrow, a chevron. */
export function Stroke({ d, stroke, width }: { d: string; stroke: string; width: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={stroke}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
