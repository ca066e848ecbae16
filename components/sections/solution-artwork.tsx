import type { ReactNode } from 'react';
import { Block, C, Columns, Panel, Stroke, type Rect } from '@/components/sections/art-kit';
import { SvgText } from '@/components/ui/svg-text';
import type { SolutionArtworkName } from '@/lib/content/section-schemas';

/*
 * Illustrations for solution cards, drawn inline on the hero's dark palette so they cost no
 * request and never shift the layout. One 400 x 200 scene per kind of solution.
 */
function Box(props: Rect & { r?: number }) {
  return <Panel r={8} {...props} />;
}

function Label({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <SvgText x={x} y={y} fill={C.soft} fontSize="11" textAnchor="middle">
      {children}
    </SvgText>
  );
}

function Migration() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Box x={40} y={52 + i * 34} w={96} h={26} r={5} />
          <circle cx={56} cy={65 + i * 34} r={3.5} fill={i === 1 ? C.accent : C.green} />
          <rect x={68} y={62 + i * 34} width={54} height={6} rx={3} fill={C.line} opacity={0.6} />
        </g>
      ))}
      <Label x={88} y={170}>
        On-premises
      </Label>
      <path
        d="M150 100 C 190 40, 215 40, 238 84"
        fill="none"
        stroke={C.accent}
        strokeWidth={2.5}
        strokeDasharray="6 6"
      />
      <Stroke d="M238.5 74 L238 84 L229.6 78.6" stroke={C.accent} width={2.5} />
      <path
        d="M270 132 h86 a26 26 0 0 0 -4 -51 a34 34 0 0 0 -64 -8 a24 24 0 0 0 -18 59 z"
        fill={C.panel}
        stroke={C.soft}
        strokeWidth={1.5}
      />
      {[
        [296, 108],
        [320, 96],
        [344, 110],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r={5} fill={C.soft} />
      ))}
      <path d="M296 108 L320 96 L344 110" stroke={C.soft} fill="none" />
      <Label x={316} y={170}>
        Cloud-native
      </Label>
    </>
  );
}

function Containers() {
  return (
    <>
      <rect
        x={30}
        y={26}
        width={340}
        height={148}
        rx={14}
        fill="none"
        stroke={C.line}
        strokeDasharray="5 5"
      />
      <Label x={200} y={46}>
        Kubernetes cluster
      </Label>
      {[0, 1, 2].map((n) => (
        <g key={n}>
          <Box x={50 + n * 106} y={60} w={88} h={96} r={10} />
          {[0, 1, 2, 3].map((p) => (
            <Block
              key={p}
              x={62 + n * 106 + (p % 2) * 34}
              y={74 + Math.floor(p / 2) * 36}
              w={28}
              h={26}
              r={5}
              fill={(n + p) % 3 === 0 ? C.accent : C.line}
              opacity={(n + p) % 3 === 0 ? 0.95 : 0.75}
            />
          ))}
        </g>
      ))}
    </>
  );
}

function DataPipeline() {
  const load = [38, 62, 48, 80, 70]; // the warehouse's load per day; the peak day in accent
  return (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <path d={`M42 ${50 + i * 46} v16 a24 7 0 0 0 48 0 v-16`} fill={C.panel} stroke={C.soft} />
          <ellipse cx={66} cy={50 + i * 46} rx={24} ry={7} fill={C.line} stroke={C.soft} />
          <path
            d={`M96 ${60 + i * 46} C 130 ${60 + i * 46}, 130 104, 160 104`}
            fill="none"
            stroke={C.line}
            strokeWidth={2}
          />
        </g>
      ))}
      <Box x={160} y={80} w={84} h={48} r={10} />
      <Label x={202} y={108}>
        Transform
      </Label>
      <path d="M244 104 h32" stroke={C.accent} strokeWidth={2.5} />
      <Box x={276} y={40} w={100} h={120} r={10} />
      <Columns values={load} x={290} step={16} base={146} w={10} r={2} fill={C.soft} hot={3} />
    </>
  );
}

function Resilience() {
  return (
    <>
      {[0, 1].map((r) => (
        <g key={r}>
          <Box x={22 + r * 252} y={44} w={104} h={112} r={12} />
          <Label x={74 + r * 252} y={64}>
            {r === 0 ? 'Primary region' : 'Standby region'}
          </Label>
          {[0, 1, 2].map((i) => (
            <Block
              key={i}
              x={43 + r * 252}
              y={76 + i * 24}
              w={62}
              h={16}
              r={4}
              fill={C.line}
              opacity={r === 0 ? 0.85 : 0.45}
            />
          ))}
        </g>
      ))}
      <path d="M126 100 H274" stroke={C.soft} strokeWidth={2} strokeDasharray="4 6" />
      <path
        d="M200 58 l32 12 v26 c0 22 -14 36 -32 44 c-18 -8 -32 -22 -32 -44 v-26 z"
        fill={C.panel}
        stroke={C.accent}
        strokeWidth={2}
      />
      <Stroke d="M187 99 l9 9 18 -20" stroke={C.green} width={3} />
      <Label x={200} y={172}>
        Continuous replication
      </Label>
    </>
  );
}

function DeliveryPipeline() {
  const stages = ['Commit', 'Build', 'Test', 'Scan', 'Deploy'];
  return (
    <>
      <path d="M52 100 H348" stroke={C.line} strokeWidth={3} />
      {stages.map((stage, i) => (
        <g key={stage}>
          <circle
            cx={52 + i * 74}
            cy={100}
            r={20}
            fill={C.panel}
            stroke={i === 4 ? C.accent : C.soft}
            strokeWidth={2}
          />
          <Stroke d={`M${44 + i * 74} 100 l6 6 11 -12`} stroke={C.green} width={2.5} />
          <Label x={52 + i * 74} y={142}>
            {stage}
          </Label>
        </g>
      ))}
      <rect x={126} y={40} width={148} height={24} rx={12} fill={C.panel} stroke={C.line} />
      <Label x={200} y={56}>
        main · 14 min to production
      </Label>
    </>
  );
}

function MlPipeline() {
  const layers = [3, 4, 4, 2];
  const nodes = layers.flatMap((count, l) =>
    Array.from({ length: count }, (_, i) => ({
      l,
      x: 70 + l * 86,
      y: 100 + (i - (count - 1) / 2) * 36,
    })),
  );
  return (
    <>
      {nodes.map((a) =>
        nodes
          .filter((b) => b.l === a.l + 1)
          .map((b) => (
            <line
              key={`${a.x}${a.y}-${b.x}${b.y}`}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={C.line}
              strokeOpacity={0.7}
            />
          )),
      )}
      {nodes.map((n) => (
        <circle
          key={`${n.x}-${n.y}`}
          cx={n.x}
          cy={n.y}
          r={10}
          fill={n.l === layers.length - 1 ? C.accent : C.panel}
          stroke={C.soft}
          strokeWidth={1.5}
        />
      ))}
      <Label x={70} y={180}>
        Data
      </Label>
      <Label x={200} y={180}>
        Model
      </Label>
      <Label x={328} y={180}>
        Prediction
      </Label>
    </>
  );
}

const scenes: Record<SolutionArtworkName, () => ReactNode> = {
  migration: Migration,
  containers: Containers,
  'data-pipeline': DataPipeline,
  resilience: Resilience,
  'delivery-pipeline': DeliveryPipeline,
  'ml-pipeline': MlPipeline,
};

interface SolutionArtworkProps {
  name: SolutionArtworkName;
  /** Text alternative; the illustration is announced as one image. */
  alt: string;
}

export function SolutionArtwork({ name, alt }: SolutionArtworkProps) {
  const Scene = scenes[name];
  return (
    <svg
      viewBox="0 0 400 200"
      width="400"
      height="200"
      role="img"
      aria-label={alt}
      className="block h-auto w-full"
    >
      <defs>
        <radialGradient id={`glow-${name}`} cx="80%" cy="0%" r="90%">
          <stop offset="0" stopColor="#4c5cf0" stopOpacity="0.45" />
          <stop offset="1" stopColor="#4c5cf0" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="200" fill={C.deep} />
      <rect width="400" height="200" fill={`url(#glow-${name})`} />
      <Scene />
    </svg>
  );
}
