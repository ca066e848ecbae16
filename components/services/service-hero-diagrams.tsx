import {
  DiagramFrame,
  DiagramIcon,
  DIAGRAM_WIDTH,
  HeroArrowDefs,
  Label,
  LINE,
} from '@/components/services/hero-diagram-parts';
import type {
  answerGateFacts,
  billSplitFacts,
  releaseContrastFacts,
  teamJoiningFacts,
} from '@/lib/content/service-hero-diagrams';
import { wrapWords } from '@/lib/utils/wrap-words';

/*
 * Four service-hero diagrams (docs/service-heroes.md), each a job its page's sections do not
 * already draw: a release before and after, a cloud bill before and after, an answer's two ways
 * out, an
 * engineer inside the client's team. Every word comes from content; decorative, as the page
 * says it all in text.
 */

/** Characters a line in the contrast's columns holds: 140 units of note text, or of bold. */
const CONTRAST_CHARS = { before: 19, after: 15 };

/** DevOps: the same release before and after, each row answered by the one beside it. */
export function ReleaseContrast({ before, after }: ReturnType<typeof releaseContrastFacts>) {
  const column = 188;
  const right = DIAGRAM_WIDTH - 6 - column;
  const lines = before.items.map((item, index) =>
    Math.max(
      wrapWords(item, CONTRAST_CHARS.before).length,
      wrapWords(after.items[index]!, CONTRAST_CHARS.after).length,
    ),
  );
  const heights = lines.map((count) => 30 + count * LINE);
  const tops = heights.map(
    (_, index) => 44 + heights.slice(0, index).reduce((a, h) => a + h + 14, 0),
  );
  const bottom = tops.at(-1)! + heights.at(-1)!;
  return (
    <DiagramFrame height={bottom + 8}>
      <HeroArrowDefs id="release-contrast-arrow" />
      <Label x={6 + column / 2} y={22} tone="note" anchor="middle">
        {before.title}
      </Label>
      <Label x={right + column / 2} y={22} tone="title" anchor="middle">
        {after.title}
      </Label>
      {before.items.map((item, index) => {
        const top = tops[index]!;
        const height = heights[index]!;
        const middle = top + height / 2;
        // The first baseline, so the lines sit centred on the row whatever their count.
        const text = (value: string, chars: number) =>
          middle - ((wrapWords(value, chars).length - 1) * LINE) / 2 + 5;
        return (
          <g key={item}>
            <rect
              x="6"
              y={top}
              width={column}
              height={height}
              rx="12"
              className="fill-brand-950"
              stroke="white"
              strokeOpacity="0.16"
              strokeDasharray="4 4"
            />
            <path
              d={`M${22} ${middle - 5}l10 10m0 -10l-10 10`}
              className="stroke-brand-300"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <Label
              x={44}
              y={text(item, CONTRAST_CHARS.before)}
              tone="muted"
              width={CONTRAST_CHARS.before}
            >
              {item}
            </Label>
            <line
              x1={6 + column + 8}
              x2={right - 8}
              y1={middle}
              y2={middle}
              className="stroke-brand-300"
              strokeWidth="1.8"
              markerEnd="url(#release-contrast-arrow)"
            />
            <rect
              x={right}
              y={top}
              width={column}
              height={height}
              rx="12"
              className="fill-brand-700"
              stroke="var(--color-accent-400)"
            />
            <path
              d={`M${right + 16} ${middle}l5 5l10 -10`}
              fill="none"
              className="stroke-accent-400"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <Label
              x={right + 40}
              y={text(after.items[index]!, CONTRAST_CHARS.after)}
              tone="title"
              width={CONTRAST_CHARS.after}
            >
              {after.items[index]!}
            </Label>
          </g>
        );
      })}
    </DiagramFrame>
  );
}

/*
 * Each team's share of the bill before (as a fraction of the widest bar) and what is left of it
 * after: illustrative proportions that keep 40% of the total, the figure's 60% saving.
 */
const TEAM_BARS = [
  { before: 1, kept: 0.34 },
  { before: 0.78, kept: 0.46 },
  { before: 0.62, kept: 0.3 },
  { before: 0.4, kept: 0.58 },
];

/**
 * Cloud: one month's bill before the work, a single total nobody owns, and after it, the same
 * bill by team with each team's idle capacity cut, beside the saving the page's stats state.
 */
export function BillSplit({
  before,
  after,
  teams,
  cut,
  saving,
}: ReturnType<typeof billSplitFacts>) {
  const left = 6;
  const full = DIAGRAM_WIDTH - 12;
  const barLeft = 132;
  const barWidth = DIAGRAM_WIDTH - 6 - barLeft;
  const rowTop = (index: number) => 150 + index * 38;
  const legend = rowTop(teams.length) + 12;
  const figureTop = legend + 40;
  return (
    <DiagramFrame height={figureTop + 56}>
      <HeroArrowDefs id="bill-split-arrow" />
      <Label x={left} y={18} tone="note">
        {before}
      </Label>
      {/* Before: one total in one colour, as long as the team bars' outlines laid end to end. */}
      <rect
        x={left}
        y="30"
        width={full}
        height="36"
        rx="8"
        className="fill-brand-300"
        fillOpacity="0.4"
      />
      <line
        x1={DIAGRAM_WIDTH / 2}
        x2={DIAGRAM_WIDTH / 2}
        y1="72"
        y2="100"
        className="stroke-brand-300"
        strokeWidth="1.8"
        markerEnd="url(#bill-split-arrow)"
      />
      <Label x={left} y={128} tone="title">
        {after}
      </Label>
      {teams.map((team, index) => {
        const bar = TEAM_BARS[index]!;
        const top = rowTop(index);
        const width = barWidth * bar.before;
        return (
          <g key={team}>
            <Label x={left} y={top + 19} tone="muted" width={16}>
              {team}
            </Label>
            {/* What the review cut: the bar's outline, dashed. */}
            <rect
              x={barLeft}
              y={top + 4}
              width={width}
              height="22"
              rx="6"
              fill="none"
              className="stroke-brand-300"
              strokeOpacity="0.7"
              strokeDasharray="4 3"
            />
            <rect
              x={barLeft}
              y={top + 4}
              width={width * bar.kept}
              height="22"
              rx="6"
              className="fill-accent-400"
            />
          </g>
        );
      })}
      <rect
        x={barLeft}
        y={legend - 10}
        width="22"
        height="12"
        rx="3"
        fill="none"
        className="stroke-brand-300"
        strokeDasharray="4 3"
      />
      <Label x={barLeft + 30} y={legend} tone="note">
        {cut}
      </Label>
      <line
        x1={left}
        x2={DIAGRAM_WIDTH - 6}
        y1={figureTop - 12}
        y2={figureTop - 12}
        stroke="white"
        strokeOpacity="0.16"
      />
      <Label x={left} y={figureTop + 22} tone="figure">
        {saving.value}
      </Label>
      <Label x={barLeft} y={figureTop + 12} tone="title">
        {saving.label}
      </Label>
      <Label x={barLeft} y={figureTop + 30} tone="note">
        {saving.basis}
      </Label>
    </DiagramFrame>
  );
}

/** A person, drawn as head and shoulders; the accent marks the one joining. */
function Person({ x, y, joining = false }: { x: number; y: number; joining?: boolean }) {
  const fill = joining ? 'fill-accent-400' : 'fill-brand-300';
  return (
    <g opacity={joining ? 1 : 0.8}>
      <circle cx={x} cy={y - 9} r="9" className={fill} />
      <path d={`M${x - 15} ${y + 17}a15 14 0 0 1 30 0z`} className={fill} />
    </g>
  );
}

/**
 * AI: what a user meets. A question is scored against the bar agreed with the client; above
 * it the answer goes out with its sources, below it the question goes to a person.
 */
export function AnswerGate({
  question,
  gate,
  confident,
  unsure,
}: ReturnType<typeof answerGateFacts>) {
  const centre = DIAGRAM_WIDTH / 2;
  const gateTop = 96;
  const gateLines = wrapWords(gate, 30).length;
  const gateHeight = 64 + (gateLines - 1) * LINE;
  const split = gateTop + gateHeight + 40;
  const branch = 196;
  const outs = [
    { x: 6, text: confident, accent: true },
    { x: DIAGRAM_WIDTH - 6 - branch, text: unsure, accent: false },
  ];
  return (
    <DiagramFrame height={split + 132}>
      <HeroArrowDefs id="answer-gate-arrow" />
      {/* The question, as the user types it. */}
      <rect
        x={centre - 130}
        y="10"
        width="260"
        height="46"
        rx="23"
        className="fill-brand-900"
        stroke="white"
        strokeOpacity="0.22"
      />
      <circle cx={centre - 104} cy="33" r="11" className="fill-brand-300" />
      <Label x={centre + 10} y={38} tone="title" anchor="middle">
        {question}
      </Label>
      <line
        x1={centre}
        x2={centre}
        y1="58"
        y2={gateTop - 4}
        className="stroke-brand-300"
        strokeWidth="1.8"
        markerEnd="url(#answer-gate-arrow)"
      />
      {/* The gate: a score against the agreed bar, the bar drawn as the accent tick. */}
      <rect
        x={centre - 150}
        y={gateTop}
        width="300"
        height={gateHeight}
        rx="14"
        className="fill-brand-700"
        stroke="var(--color-accent-400)"
      />
      <Label x={centre} y={gateTop + 24} tone="title" anchor="middle" width={30}>
        {gate}
      </Label>
      {/* The score's track, then the score, past the bar. */}
      {[
        { width: 220, fill: 'fill-brand-950' },
        { width: 160, fill: 'fill-brand-300' },
      ].map(({ width, fill }) => (
        <rect
          key={fill}
          x={centre - 110}
          y={gateTop + gateHeight - 24}
          width={width}
          height="8"
          rx="4"
          className={fill}
        />
      ))}
      <line
        x1={centre + 30}
        x2={centre + 30}
        y1={gateTop + gateHeight - 30}
        y2={gateTop + gateHeight - 10}
        className="stroke-accent-400"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {outs.map((out, index) => {
        const middle = out.x + branch / 2;
        const top = split + 14;
        return (
          <g key={out.text}>
            <path
              d={`M${centre} ${gateTop + gateHeight + 2}C${centre} ${split - 6} ${middle} ${split - 14} ${middle} ${top - 4}`}
              fill="none"
              className={out.accent ? 'stroke-accent-400' : 'stroke-brand-300'}
              strokeWidth="1.8"
              strokeDasharray={out.accent ? undefined : '5 4'}
              markerEnd="url(#answer-gate-arrow)"
            />
            <rect
              x={out.x}
              y={top}
              width={branch}
              height="110"
              rx="14"
              className={out.accent ? 'fill-brand-900' : 'fill-brand-950'}
              stroke={out.accent ? 'var(--color-accent-400)' : 'white'}
              strokeOpacity={out.accent ? 1 : 0.2}
            />
            {index === 0 ? (
              // An answer: its text, then the two documents it cites.
              <g>
                {[16, 94].map((left) => (
                  <g key={left}>
                    <rect
                      x={out.x + left}
                      y={top + 66}
                      width="70"
                      height="26"
                      rx="6"
                      className="fill-brand-700"
                    />
                    <DiagramIcon
                      name="file-text"
                      x={out.x + left + 6}
                      y={top + 70}
                      size={18}
                      className="text-accent-400"
                    />
                    <rect
                      x={out.x + left + 28}
                      y={top + 76}
                      width="34"
                      height="6"
                      rx="3"
                      className="fill-brand-300"
                    />
                  </g>
                ))}
              </g>
            ) : (
              // A person picks it up.
              <Person x={middle} y={top + 83} />
            )}
            <Label x={middle} y={top + 30} tone="title" anchor="middle" width={24}>
              {out.text}
            </Label>
          </g>
        );
      })}
    </DiagramFrame>
  );
}

/**
 * Augmentation: the engineer in the middle of the client's team, not beside it, with a line to
 * each thing of the client's they join. The figures stay in the page's stats row.
 */
export function TeamJoining({ joins }: ReturnType<typeof teamJoiningFacts>) {
  const centre = DIAGRAM_WIDTH / 2;
  const teamTop = 10;
  const personY = teamTop + 52;
  const tileTop = teamTop + 150;
  const tile = { width: 190, height: 56, gap: 16 };
  const rows = Math.ceil(joins.length / 2);
  const spot = (index: number) => ({
    x: index % 2 === 0 ? 6 : DIAGRAM_WIDTH - 6 - tile.width,
    y: tileTop + Math.floor(index / 2) * (tile.height + tile.gap),
  });
  return (
    <DiagramFrame height={tileTop + rows * (tile.height + tile.gap) - tile.gap + 8}>
      <rect
        x="6"
        y={teamTop}
        width={DIAGRAM_WIDTH - 12}
        height="100"
        rx="16"
        className="fill-brand-900"
        stroke="white"
        strokeOpacity="0.18"
      />
      {[-2, -1, 1, 2].map((place) => (
        <Person key={place} x={centre + place * 72} y={personY} />
      ))}
      <circle
        cx={centre}
        cy={personY}
        r="26"
        fill="none"
        className="stroke-accent-400"
        strokeWidth="2"
        strokeDasharray="4 3"
      />
      <Person x={centre} y={personY} joining />
      {/* One line down from the engineer between the two columns, a branch into each tile. */}
      <path
        d={`M${centre} ${personY + 28}V${spot(joins.length - 1).y + tile.height / 2}`}
        fill="none"
        className="stroke-accent-400"
        strokeOpacity="0.7"
        strokeWidth="1.6"
        strokeDasharray="4 4"
      />
      {joins.map((join, index) => {
        const { x, y } = spot(index);
        const middle = x + tile.width / 2;
        const inner = index % 2 === 0 ? x + tile.width : x;
        return (
          <g key={join}>
            <path
              d={`M${centre} ${y + tile.height / 2}H${inner}`}
              className="stroke-accent-400"
              strokeOpacity="0.7"
              strokeWidth="1.6"
            />
            <circle cx={centre} cy={y + tile.height / 2} r="3.5" className="fill-accent-400" />
            <rect
              x={x}
              y={y}
              width={tile.width}
              height={tile.height}
              rx="12"
              className="fill-brand-900"
              stroke="white"
              strokeOpacity="0.18"
            />
            <Label x={middle} y={y + tile.height / 2 + 5} tone="title" anchor="middle" width={24}>
              {join}
            </Label>
          </g>
        );
      })}
    </DiagramFrame>
  );
}
