import type { ReactNode } from 'react';
import { Block, C, Columns, Panel, Stroke, type Rect } from '@/components/sections/art-kit';
import { SVG_FONTS, SvgText, type SvgTextProps } from '@/components/ui/svg-text';
import type { HeroArtName } from '@/lib/content/hero-art';

/*
 * Hero drawings of the company pages, one per page kind (the content file names it), drawn
 * inline on the hero's dark palette so they cost no request and never shift the layout. They
 * are decorative (the heading and intro say the same in words), so they stay out of the
 * accessibility tree. Short labels only, and no figures: a number drawn here could contradict
 * the company figures in content.
 */

/** A line of text drawn as a bar. */
function Bar({ x, y, w, h = 6, fill = C.line, opacity = 0.7 }: BarProps) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />;
}

type BarProps = Omit<Rect, 'h'> & { h?: number; fill?: string; opacity?: number };

/** A sheet or screen: a dark card with a light edge. */
function Frame({ x, y, w, h, r = 6, fill = C.deep }: Rect & { r?: number; fill?: string }) {
  return (
    <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} stroke={C.soft} strokeOpacity={0.6} />
  );
}

/** A horizontal line in the soft tone: a time axis, a branch, a chart's baseline. */
function Rule({ y, opacity, width, ...ends }: RuleProps) {
  return (
    <line {...ends} y1={y} y2={y} stroke={C.soft} strokeOpacity={opacity} strokeWidth={width} />
  );
}

interface RuleProps {
  x1: number;
  x2: number;
  y: number;
  opacity: number;
  width?: number;
}

/** A chart's trend line through "x,y x,y ..." points (after M, further pairs draw lines). */
function Trend({ points, stroke = C.accent, width = 2.5 }: TrendProps) {
  return <Stroke d={`M${points}`} stroke={stroke} width={width} />;
}

interface TrendProps {
  points: string;
  stroke?: string;
  width?: number;
}

/** A small-capitals caption: a stage, a column head. */
function Label({ anchor = 'start', fill = C.soft, ...text }: LabelProps) {
  return <SvgText {...CAPTION} {...text} fill={fill} textAnchor={anchor} />;
}

const CAPTION = { fontSize: '12', fontWeight: '600', letterSpacing: '0.06em' };

type LabelProps = Pick<SvgTextProps, 'x' | 'y' | 'children'> & {
  anchor?: 'start' | 'middle' | 'end';
  fill?: string;
};

/** The arrowhead markers HeroArt defines once, plain and accent, for Flow to point with. */
const arrowheads = [
  { id: 'hero-art-arrow', fill: C.soft },
  { id: 'hero-art-arrow-accent', fill: C.accent },
] as const;

/** A dashed connector with an arrowhead at its end (marker defined in HeroArt). */
function Flow({ d, accent = false }: { d: string; accent?: boolean }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={accent ? C.accent : C.soft}
      strokeOpacity={accent ? 0.95 : 0.7}
      strokeWidth={2}
      strokeDasharray="6 6"
      strokeLinecap="round"
      markerEnd={`url(#${arrowheads[accent ? 1 : 0].id})`}
    />
  );
}

function Check({ cx, cy, r = 12 }: { cx: number; cy: number; r?: number }) {
  const s = r / 12;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={C.green} />
      <Stroke
        d={`M${cx - 5 * s} ${cy} l${3.5 * s} ${3.5 * s} l${6.5 * s} ${-7 * s}`}
        stroke={C.deep}
        width={2.5 * s}
      />
    </g>
  );
}

/** A person: head and shoulders in a round tile. */
function Person({
  cx,
  cy,
  r = 18,
  tone = C.soft,
}: {
  cx: number;
  cy: number;
  r?: number;
  tone?: string;
}) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={C.deep} stroke={tone} strokeOpacity={0.9} />
      <circle cx={cx} cy={cy - r * 0.22} r={r * 0.32} fill={tone} />
      <path
        d={`M${cx - r * 0.58} ${cy + r * 0.62} a${r * 0.58} ${r * 0.5} 0 0 1 ${r * 1.16} 0`}
        fill={tone}
      />
    </g>
  );
}

/* ------------------------------------------------------------ home: idea to shipped software */

function Lifecycle() {
  const stages = ['Idea', 'Design', 'Build', 'Ship'];
  return (
    <>
      {stages.map((stage, i) => {
        const x = 16 + i * 96;
        const y = 20 + i * 102;
        return (
          <g key={stage}>
            {i < 3 && <Flow d={`M${x + 44} ${y + 88} V${y + 146} H${x + 94}`} accent={i === 2} />}
            <Panel x={x} y={y} w={176} h={88} hot={i === 3} />
            <Label x={x + 18} y={y + 28} fill={i === 3 ? C.accent : C.soft}>
              {stage.toUpperCase()}
            </Label>
            <Bar x={x + 18} y={y + 46} w={66} opacity={0.55} />
            <Bar x={x + 18} y={y + 60} w={46} opacity={0.4} />
          </g>
        );
      })}
      {/* Idea: a bulb */}
      <circle cx={146} cy={58} r={16} fill={C.accent} opacity={0.95} />
      <rect x={140} y={76} width={12} height={8} rx={2} fill={C.soft} />
      {[-50, -20, 20, 50].map((a) => (
        <line
          key={a}
          x1={146 + Math.sin((a * Math.PI) / 180) * 22}
          y1={58 - Math.cos((a * Math.PI) / 180) * 22}
          x2={146 + Math.sin((a * Math.PI) / 180) * 29}
          y2={58 - Math.cos((a * Math.PI) / 180) * 29}
          stroke={C.accent}
          strokeWidth={2}
          strokeLinecap="round"
        />
      ))}
      {/* Design: a wireframe */}
      <Frame x={214} y={138} w={64} h={54} />
      <Bar x={220} y={144} w={52} h={5} fill={C.soft} opacity={0.6} />
      <rect x={220} y={155} width={24} height={30} rx={3} fill={C.line} opacity={0.7} />
      <Bar x={249} y={157} w={23} h={5} fill={C.soft} opacity={0.5} />
      <Bar x={249} y={167} w={17} h={5} fill={C.soft} opacity={0.5} />
      <Bar x={249} y={177} w={20} h={5} fill={C.accent} opacity={0.8} />
      {/* Build: code */}
      <SvgText x={306} y={276} fill={C.accent} fontSize="20" fontWeight="700" font={SVG_FONTS.mono}>
        {'</>'}
      </SvgText>
      {[0, 1, 2].map((n) => (
        <Bar
          key={n}
          x={314 + (n % 2) * 10}
          y={284 + n * 9}
          w={34 - n * 6}
          h={4}
          fill={n === 1 ? C.green : C.soft}
          opacity={0.7}
        />
      ))}
      {/* Ship: a release, checked */}
      <Check cx={436} cy={366} r={18} />
      <rect x={306} y={398} width={140} height={6} rx={3} fill={C.deep} />
      <rect x={306} y={398} width={140} height={6} rx={3} fill={C.green} opacity={0.85} />
      {/* And back round: what ships feeds the next idea */}
      <path
        d="M22 200 C 20 290, 80 370, 190 390"
        fill="none"
        stroke={C.mid}
        strokeOpacity={0.35}
        strokeWidth={1.5}
        strokeDasharray="2 6"
        strokeLinecap="round"
      />
    </>
  );
}

/* ---------------------------------------------------------------- about: team and timeline */

function TeamTimeline() {
  // Milestones along the years: the team grows from two founders to a delivery floor.
  const milestones = [
    { x: 70, people: 2, up: true },
    { x: 180, people: 3, up: false },
    { x: 290, people: 5, up: true },
    { x: 400, people: 7, up: false },
  ];
  return (
    <>
      <Rule x1={28} x2={452} y={220} opacity={0.5} width={2} />
      <path d="M452 220 l-10 -6 v12 z" fill={C.soft} opacity={0.6} />
      {milestones.map(({ x, people, up }, i) => {
        const last = i === milestones.length - 1;
        const cardY = up ? 60 : 252;
        const cols = Math.min(people, 4);
        const rows = Math.ceil(people / 4);
        const w = 40 + cols * 30;
        return (
          <g key={x}>
            <line
              x1={x}
              y1={up ? cardY + 128 : 220}
              x2={x}
              y2={up ? 220 : cardY}
              stroke={last ? C.accent : C.line}
              strokeDasharray="4 4"
            />
            <circle
              cx={x}
              cy={220}
              r={last ? 10 : 8}
              fill={last ? C.accent : C.deep}
              stroke={last ? C.accent : C.soft}
              strokeWidth={2}
            />
            <Panel x={x - w / 2} y={cardY} w={w} h={128} hot={last} />
            {Array.from({ length: people }, (_, p) => (
              <Person
                key={p}
                cx={x - ((cols - 1) * 30) / 2 + (p % 4) * 30}
                cy={cardY + 42 + Math.floor(p / 4) * 36 + (rows === 1 ? 10 : 0)}
                r={13}
                tone={p === 0 ? C.accent : C.soft}
              />
            ))}
            <Bar x={x - w / 2 + 16} y={cardY + 104} w={w - 48} opacity={0.55} />
          </g>
        );
      })}
      <path
        d="M386 40 l6 -14 l6 14 l14 2 l-10 10 l3 14 l-13 -7 l-13 7 l3 -14 l-10 -10 z"
        fill={C.accent}
        opacity={0.9}
      />
    </>
  );
}

/* ------------------------------------------------------- careers: pair, review, merge */

function PairingReview() {
  const diff = [
    { sign: '-', w: 150 },
    { sign: '+', w: 178 },
    { sign: '+', w: 120 },
    { sign: ' ', w: 160 },
    { sign: '+', w: 96 },
  ];
  return (
    <>
      {/* Two engineers on one change */}
      <Person cx={64} cy={62} r={26} tone={C.accent} />
      <Person cx={126} cy={62} r={26} />
      <path d="M92 62 h6" stroke={C.soft} strokeWidth={2} strokeLinecap="round" />
      <Label x={166} y={58}>
        PAIR
      </Label>
      <Bar x={166} y={68} w={70} opacity={0.45} />
      {/* The change under review */}
      <Panel x={40} y={110} w={300} h={178} />
      <rect x={40} y={110} width={300} height={34} rx={14} fill={C.line} opacity={0.35} />
      <circle cx={60} cy={127} r={4} fill={C.soft} />
      <Bar x={72} y={124} w={110} fill={C.soft} opacity={0.7} />
      {diff.map(({ sign, w }, i) => {
        const y = 158 + i * 24;
        const color = sign === '+' ? C.green : sign === '-' ? '#f87171' : C.soft;
        return (
          <g key={i}>
            {sign !== ' ' && (
              <rect x={48} y={y - 6} width={284} height={20} rx={4} fill={color} opacity={0.1} />
            )}
            <SvgText
              x={58}
              y={y + 9}
              fill={color}
              fontSize="14"
              fontWeight="700"
              font={SVG_FONTS.mono}
            >
              {sign}
            </SvgText>
            <Bar x={78} y={y + 1} w={w} fill={color} opacity={sign === ' ' ? 0.45 : 0.7} />
          </g>
        );
      })}
      {/* A review comment */}
      <Panel x={268} y={176} w={176} h={76} hot />
      <Person cx={294} cy={202} r={14} />
      <Bar x={316} y={194} w={108} fill={C.white} opacity={0.6} />
      <Bar x={316} y={208} w={84} fill={C.white} opacity={0.4} />
      <rect x={284} y={226} width={68} height={16} rx={8} fill={C.green} opacity={0.9} />
      <path
        d="M294 234 l3 3 l6 -6"
        stroke={C.deep}
        strokeWidth={2}
        fill="none"
        strokeLinecap="round"
      />
      <Bar x={308} y={231} w={36} h={5} fill={C.deep} opacity={0.8} />
      {/* Branch and merge */}
      <Rule x1={40} x2={448} y={384} opacity={0.6} width={3} />
      <path
        d="M110 384 C 150 384, 150 334, 190 334 H 300 C 340 334, 340 384, 380 384"
        fill="none"
        stroke={C.accent}
        strokeWidth={3}
      />
      {[70, 110, 440].map((x) => (
        <circle key={x} cx={x} cy={384} r={7} fill={C.deep} stroke={C.soft} strokeWidth={2.5} />
      ))}
      {[200, 250, 300].map((x) => (
        <circle key={x} cx={x} cy={334} r={7} fill={C.deep} stroke={C.accent} strokeWidth={2.5} />
      ))}
      <Check cx={380} cy={384} r={13} />
      <Flow d="M250 306 V322" accent />
    </>
  );
}

/* ----------------------------------------- contact: first message, 24-hour reply, kickoff */

function FirstMessage() {
  return (
    <>
      {/* The message */}
      <Panel x={24} y={36} w={196} h={104} />
      <path d="M56 140 l0 22 l22 -22 z" fill={C.panel} stroke={C.line} strokeOpacity={0.8} />
      <rect x={50} y={139} width={34} height={3} fill={C.panel} />
      <Person cx={54} cy={68} r={14} />
      <Bar x={78} y={62} w={110} fill={C.white} opacity={0.6} />
      <Bar x={44} y={96} w={156} opacity={0.6} />
      <Bar x={44} y={112} w={120} opacity={0.45} />
      {/* The reply within a day */}
      <Flow d="M230 88 H 282" accent />
      <circle cx={360} cy={92} r={70} fill={C.panel} stroke={C.accent} strokeWidth={2} />
      <circle
        cx={360}
        cy={92}
        r={56}
        fill="none"
        stroke={C.accent}
        strokeOpacity={0.35}
        strokeWidth={8}
      />
      <path
        d="M360 36 A56 56 0 1 1 304 92"
        fill="none"
        stroke={C.accent}
        strokeWidth={8}
        strokeLinecap="round"
      />
      <SvgText x={360} y={98} fill={C.white} fontSize="26" fontWeight="800" textAnchor="middle">
        24 h
      </SvgText>
      <Bar x={338} y={112} w={44} h={5} fill={C.accent} opacity={0.8} />
      {/* The call */}
      <Flow d="M330 176 C 300 220, 280 230, 236 238" />
      <Panel x={24} y={200} w={206} h={132} />
      <rect x={38} y={214} width={86} height={80} rx={10} fill={C.deep} />
      <rect x={130} y={214} width={86} height={80} rx={10} fill={C.deep} />
      <Person cx={81} cy={254} r={24} tone={C.accent} />
      <Person cx={173} cy={254} r={24} />
      {[0, 1, 2].map((n) => (
        <circle
          key={n}
          cx={107 + n * 20}
          cy={314}
          r={7}
          fill={n === 2 ? '#f87171' : C.line}
          opacity={0.9}
        />
      ))}
      {/* The kickoff */}
      <Flow d="M240 300 C 280 330, 290 360, 300 372" accent />
      <Panel x={268} y={318} w={188} h={96} hot />
      <path d="M296 400 V338" stroke={C.soft} strokeWidth={3} strokeLinecap="round" />
      <path d="M298 340 h36 l-8 10 l8 10 h-36 z" fill={C.accent} />
      <Label x={350} y={358} fill={C.accent}>
        KICKOFF
      </Label>
      <Bar x={350} y={372} w={80} opacity={0.55} />
      <Bar x={350} y={386} w={56} opacity={0.4} />
    </>
  );
}

/* -------------------------------------- partners: two organisations, one delivery pipeline */

function Building({ x, y, hot = false }: { x: number; y: number; hot?: boolean }) {
  return (
    <g>
      <Panel x={x} y={y} w={112} h={150} hot={hot} />
      <path
        d={`M${x + 24} ${y + 150} V${y + 42} l32 -18 l32 18 V${y + 150}`}
        fill={C.deep}
        stroke={hot ? C.accent : C.soft}
        strokeOpacity={0.8}
      />
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <Block
          key={n}
          x={x + 36 + (n % 2) * 26}
          y={y + 52 + Math.floor(n / 2) * 26}
          w={14}
          h={14}
          r={3}
          fill={hot ? C.accent : C.soft}
          opacity={n === 3 ? 0.95 : 0.5}
        />
      ))}
    </g>
  );
}

function Partnership() {
  const stages = ['BUILD', 'TEST', 'DEPLOY'];
  return (
    <>
      <Building x={16} y={120} />
      <Building x={352} y={120} hot />
      {/* The pipeline between them */}
      <rect x={128} y={176} width={224} height={38} rx={19} fill={C.deep} stroke={C.line} />
      <rect x={128} y={188} width={224} height={14} rx={7} fill={C.line} opacity={0.25} />
      {[0, 1, 2, 3, 4].map((n) => (
        <Block
          key={n}
          x={146 + n * 44}
          y={187}
          w={16}
          h={16}
          r={4}
          fill={n === 4 ? C.accent : C.soft}
          opacity={0.35 + n * 0.15}
        />
      ))}
      <path d="M338 195 l-10 -7 v14 z" fill={C.accent} />
      {stages.map((stage, i) => {
        const cx = 164 + i * 76;
        return (
          <g key={stage}>
            <line x1={cx} y1={110} x2={cx} y2={176} stroke={C.line} strokeDasharray="4 4" />
            <Panel x={cx - 34} y={60} w={68} h={50} r={10} />
            <Label x={cx} y={82} anchor="middle">
              {stage}
            </Label>
            <Check cx={cx} cy={96} r={8} />
          </g>
        );
      })}
      {/* One shared view of the delivery */}
      <Panel x={96} y={300} w={288} h={108} />
      <Columns
        values={[34, 52, 44, 70, 62, 84]}
        x={120}
        step={26}
        base={392}
        w={16}
        r={4}
        fill={C.line}
        hot={5}
        opacity={0.85}
      />
      <Bar x={290} y={324} w={74} fill={C.white} opacity={0.55} />
      <Bar x={290} y={340} w={52} opacity={0.6} />
      <Check cx={304} cy={376} r={11} />
      <Bar x={322} y={373} w={42} fill={C.green} opacity={0.7} />
      <Flow d="M72 276 C 72 320, 80 340, 90 348" />
      <Flow d="M408 276 C 408 320, 400 340, 392 348" />
    </>
  );
}

/* ------------------------------------------------ case studies: a before/after metrics board */

function MetricsBoard() {
  const before = [80, 96, 70, 104, 88];
  const after = [60, 44, 34, 26, 18];
  const boardColumns = { step: 32, base: 264, w: 20, r: 4 };
  return (
    <>
      <Panel x={16} y={60} w={200} h={236} />
      <Panel x={264} y={60} w={200} h={236} hot />
      <Label x={36} y={90}>
        BEFORE
      </Label>
      <Label x={284} y={90} fill={C.accent}>
        AFTER
      </Label>
      <Columns values={before} {...boardColumns} x={40} fill={C.soft} opacity={0.35} />
      <Columns values={after} {...boardColumns} x={288} fill={C.line} hot={4} opacity={0.9} />
      <Trend points="50,170 82,150 114,186 146,140 178,164" stroke="#f87171" />
      <Trend points="298,200 330,176 362,160 394,128 426,104" stroke={C.green} width={3} />
      <circle cx={426} cy={104} r={6} fill={C.green} />
      <Rule x1={36} x2={196} y={264} opacity={0.4} />
      <Rule x1={284} x2={444} y={264} opacity={0.4} />
      <circle cx={240} cy={178} r={20} fill={C.accent} />
      <Stroke d="M231 178 h16 m-6 -7 l7 7 l-7 7" stroke={C.deep} width={3} />
      {/* Key results under the board */}
      {[0, 1, 2].map((n) => (
        <g key={n}>
          <Panel x={16 + n * 152} y={324} w={144} h={76} r={12} hot={n === 1} />
          <Stroke
            d={`M${40 + n * 152} ${370} l10 -14 l10 14`}
            stroke={n === 1 ? C.accent : C.green}
            width={3}
          />
          <Bar x={72 + n * 152} y={350} w={60} h={8} fill={C.white} opacity={0.65} />
          <Bar x={72 + n * 152} y={366} w={44} opacity={0.55} />
        </g>
      ))}
    </>
  );
}

/* ---------------------------------------------------------- blog: notes and drafts on a desk */

function Notes() {
  return (
    <>
      {/* A draft behind, tilted */}
      <g transform="rotate(-7 150 220)">
        <Panel x={40} y={70} w={210} h={280} />
        {[0, 1, 2, 3, 4, 5, 6].map((n) => (
          <Bar
            key={n}
            x={62}
            y={110 + n * 24}
            w={[150, 130, 160, 110, 150, 90, 140][n]!}
            opacity={0.35}
          />
        ))}
      </g>
      {/* The article being written */}
      <Frame x={150} y={40} w={250} h={330} r={14} />
      <Bar x={176} y={70} w={70} h={8} fill={C.accent} opacity={0.9} />
      <Bar x={176} y={92} w={190} h={12} fill={C.white} opacity={0.85} />
      <Bar x={176} y={112} w={140} h={12} fill={C.white} opacity={0.85} />
      <Frame x={176} y={140} w={198} h={84} r={8} fill={C.panel} />
      <Trend points="190,206 226,188 258,196 296,166 330,172 360,152" />
      {[0, 1, 2, 3, 4].map((n) => (
        <g key={n}>
          {n === 2 && (
            <Block x={172} y={238 + n * 20} w={160} h={14} r={3} fill={C.accent} opacity={0.3} />
          )}
          <Bar
            x={176}
            y={242 + n * 20}
            w={[198, 180, 150, 190, 120][n]!}
            opacity={0.55}
            fill={C.soft}
          />
        </g>
      ))}
      {/* A sticky note and a pen */}
      <g transform="rotate(6 386 318)">
        <rect x={330} y={264} width={112} height={104} rx={6} fill={C.accent} />
        <rect x={330} y={264} width={112} height={16} rx={6} fill="#f5962a" />
        {[0, 1, 2].map((n) => (
          <Bar key={n} x={344} y={296 + n * 18} w={[80, 64, 72][n]!} fill={C.deep} opacity={0.55} />
        ))}
      </g>
      <g transform="rotate(38 420 150)">
        <rect x={410} y={60} width={18} height={150} rx={6} fill={C.mid} />
        <rect x={410} y={60} width={18} height={24} rx={6} fill={C.soft} />
        <path d="M410 210 l9 22 l9 -22 z" fill={C.accent} />
      </g>
    </>
  );
}

/* ------------------------------------------------- services overview: connected modules */

/** A module's line icon: unfilled shapes in the soft tone. */
function Outline({ children }: { children: ReactNode }) {
  return (
    <g fill="none" stroke={C.soft} strokeWidth={2.5}>
      {children}
    </g>
  );
}

function Modules() {
  // A 3 x 3 grid of modules with ports between neighbours; the centre is the delivery core.
  const icon: Record<string, ReactNode> = {
    code: (
      <SvgText
        x={0}
        y={8}
        fill={C.soft}
        fontSize="22"
        fontWeight="700"
        textAnchor="middle"
        font={SVG_FONTS.mono}
      >
        {'</>'}
      </SvgText>
    ),
    cloud: (
      <Outline>
        <path d="M-20 10 h38 a11 11 0 0 0 -2 -22 a15 15 0 0 0 -28 -3 a10 10 0 0 0 -8 25 z" />
      </Outline>
    ),
    ai: (
      <Outline>
        <rect x={-14} y={-14} width={28} height={28} rx={6} />
        <path d="M-6 -20 v6 M6 -20 v6 M-6 14 v6 M6 14 v6 M-20 -6 h6 M-20 6 h6 M14 -6 h6 M14 6 h6" />
        <circle cx={0} cy={0} r={5} fill={C.soft} />
      </Outline>
    ),
    chain: (
      <Outline>
        <rect x={-22} y={-8} width={24} height={16} rx={8} />
        <rect x={-2} y={-8} width={24} height={16} rx={8} />
      </Outline>
    ),
    team: (
      <g>
        <Person cx={-11} cy={0} r={12} />
        <Person cx={11} cy={0} r={12} tone={C.soft} />
      </g>
    ),
    phone: (
      <Outline>
        <rect x={-11} y={-18} width={22} height={36} rx={5} />
        <path d="M-4 12 h8" />
      </Outline>
    ),
    data: (
      <Outline>
        <ellipse cx={0} cy={-10} rx={14} ry={5} />
        <path d="M-14 -10 v20 a14 5 0 0 0 28 0 v-20" />
      </Outline>
    ),
    shield: (
      <Outline>
        <path d="M0 -18 l16 6 v8 c0 12 -8 18 -16 22 c-8 -4 -16 -10 -16 -22 v-8 z" />
      </Outline>
    ),
  };
  const ring = ['code', 'cloud', 'ai', 'data', 'chain', 'shield', 'team', 'phone'];
  const cells = [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 1],
    [2, 2],
    [1, 2],
    [0, 2],
    [0, 1],
  ] as const;
  const at = (c: number) => 40 + c * 140;
  // The middle row and column carry the most traffic: their ports are drawn brighter.
  const port = (row: number) => ({ r: 4, fill: C.line, opacity: row === 1 ? 0.9 : 0.45 });
  return (
    <>
      {/* Ports between neighbours */}
      {[0, 1, 2].map((r) =>
        [0, 1].map((c) => (
          <g key={`${r}-${c}`}>
            <Block {...port(r)} x={at(c) + 110} y={at(r) + 42} w={34} h={16} />
            <Block {...port(r)} x={at(r) + 42} y={at(c) + 110} w={16} h={34} />
          </g>
        )),
      )}
      {cells.map(([c, r], i) => (
        <g key={ring[i]}>
          <Panel x={at(c) - 10} y={at(r) - 10} w={120} h={120} r={18} />
          <g transform={`translate(${at(c) + 50} ${at(r) + 38})`}>{icon[ring[i]!]}</g>
          <Bar x={at(c) + 18} y={at(r) + 72} w={64} opacity={0.55} />
          <Bar x={at(c) + 26} y={at(r) + 86} w={48} opacity={0.35} />
        </g>
      ))}
      {/* The core every module plugs into: one team, one delivery process */}
      <rect x={at(1) - 10} y={at(1) - 10} width={120} height={120} rx={18} fill={C.accent} />
      <g transform={`translate(${at(1) + 50} ${at(1) + 50})`}>
        {[0, 1, 2].map((n) => (
          <Block
            key={n}
            x={-26}
            y={-24 + n * 18}
            w={52}
            h={12}
            r={4}
            fill={C.deep}
            opacity={0.85 - n * 0.2}
          />
        ))}
      </g>
    </>
  );
}

const scenes: Record<HeroArtName, () => ReactNode> = {
  lifecycle: Lifecycle,
  'team-timeline': TeamTimeline,
  'pairing-review': PairingReview,
  'first-message': FirstMessage,
  partnership: Partnership,
  'metrics-board': MetricsBoard,
  notes: Notes,
  modules: Modules,
};

/** The hero drawing a page's content names: decorative, inline, fixed size. */
export function HeroArt({ name }: { name: HeroArtName }) {
  const Scene = scenes[name];
  return (
    <svg
      viewBox="0 0 480 440"
      width="480"
      height="440"
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
      data-hero-art={name}
    >
      <defs>
        <radialGradient id="hero-art-glow">
          <stop offset="0" stopColor={C.mid} stopOpacity="0.4" />
          <stop offset="1" stopColor={C.mid} stopOpacity="0" />
        </radialGradient>
        {arrowheads.map(({ id, fill }) => (
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" fill={fill} />
          </marker>
        ))}
      </defs>
      <circle cx="250" cy="220" r="210" fill="url(#hero-art-glow)" />
      <Scene />
    </svg>
  );
}
