// The palette and panel the inline artworks (hero drawings, solution scenes) are drawn with: the
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
