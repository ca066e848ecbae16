import {
  ArrowDefs,
  DiagramFrame,
  DiagramIcon,
  DIAGRAM_WIDTH,
  Label,
  LINE,
  PartBox,
} from '@/components/services/hero-diagram-parts';
import type {
  evalLoopFacts,
  landingZoneFacts,
  onboardingFacts,
  releaseGatesFacts,
} from '@/lib/content/service-hero-diagrams';
import { wrapWords } from '@/lib/utils/wrap-words';

/*
 * Four service-hero diagrams (docs/service-heroes.md), each the page's own subject drawn from its
 * own sections: the release pipeline, the landing zone, a question's path, a placement's steps.
 * Every word and number comes from the service's content; decorative, as the page says it all.
 */

/** DevOps: the stages down a rail with their gates; the timed stretch bracketed; the rollback. */
export function ReleaseGates({ stages, total, restore }: ReturnType<typeof releaseGatesFacts>) {
  const row = (index: number) => 40 + index * 76;
  const bracketEnd = total ? row(total.through - 1) + 22 : 0;
  const last = stages.length - 1;
  return (
    <DiagramFrame height={row(last) + 44}>
      <ArrowDefs id="release-gates-arrow" />
      <line
        x1="30"
        x2="30"
        y1={row(0)}
        y2={row(last)}
        className="stroke-brand-300"
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      {stages.map((stage, index) => (
        <g key={stage.name}>
          <circle
            cx="30"
            cy={row(index)}
            r="22"
            className={index === last - 1 ? 'fill-accent-400' : 'fill-brand-700'}
            stroke="white"
            strokeOpacity="0.2"
          />
          {stage.icon && (
            <DiagramIcon
              name={stage.icon}
              x={20}
              y={row(index) - 10}
              className={index === last - 1 ? 'text-ink-950' : 'text-white'}
            />
          )}
          <Label x={66} y={row(index) - 3} tone="title">
            {stage.name}
          </Label>
          {stage.gate && (
            <Label x={66} y={row(index) + 16} tone="note">
              {stage.gate}
            </Label>
          )}
        </g>
      ))}
      {total && (
        <g>
          <path
            d={`M286 ${row(0) - 22}h10v${bracketEnd - row(0) + 22}h-10`}
            fill="none"
            className="stroke-accent-400"
            strokeWidth="2"
          />
          <Label x={312} y={row(0) + 4} tone="figure">
            {total.value}
          </Label>
          <Label x={312} y={row(0) + 26} tone="muted" width={17}>
            {total.label}
          </Label>
        </g>
      )}
      {/* The rollback: from the stage that watches back to the one that released. */}
      <path
        d={`M262 ${row(last)}c34 0 34 -${row(last) - row(last - 1)} 0 -${row(last) - row(last - 1)}`}
        fill="none"
        className="stroke-brand-300"
        strokeWidth="1.8"
        strokeDasharray="4 3"
        markerEnd="url(#release-gates-arrow)"
      />
      <Label x={312} y={row(last - 1) + 30} tone="figure">
        {restore.value}
      </Label>
      <Label x={312} y={row(last - 1) + 52} tone="muted" width={17}>
        {restore.label}
      </Label>
    </DiagramFrame>
  );
}

/** Cloud: the landing zone's tiers top to bottom, the SLA and recovery target beside them. */
export function LandingZone({ nodes, tiers, sla, recovery }: ReturnType<typeof landingZoneFacts>) {
  const order = ['client', 'gateway', 'core', 'edge'] as const;
  const rows = order
    .map((tier) => ({ tier, parts: nodes.filter((node) => node.tier === tier) }))
    .filter((row) => row.parts.length > 0);
  const rowHeight = 62;
  const gap = 26;
  const top = (index: number) => 12 + index * (rowHeight + gap);
  const stackWidth = 276;
  return (
    <DiagramFrame height={top(rows.length - 1) + rowHeight + 12}>
      <ArrowDefs id="landing-zone-arrow" />
      {rows.map(({ tier, parts }, index) => {
        const width = (stackWidth - (parts.length - 1) * 10) / parts.length;
        return (
          <g key={tier}>
            {index > 0 && (
              <line
                x1={stackWidth / 2 + 6}
                x2={stackWidth / 2 + 6}
                y1={top(index) - gap + 2}
                y2={top(index) - 3}
                className="stroke-brand-300"
                strokeWidth="1.8"
                markerEnd="url(#landing-zone-arrow)"
              />
            )}
            {parts.map((part, column) => (
              <PartBox
                key={part.id}
                x={6 + column * (width + 10)}
                y={top(index)}
                width={width}
                height={rowHeight}
                caption={parts.length === 1 ? tiers[tier] : undefined}
                name={part.label}
                accent={tier === 'core'}
              />
            ))}
          </g>
        );
      })}
      {[sla, recovery].map((figure, index) => (
        <g key={figure.value}>
          <Label x={304} y={top(index * 2) + 26} tone="figure">
            {figure.value}
          </Label>
          <Label x={304} y={top(index * 2) + 48} tone="muted" width={18}>
            {figure.label}
          </Label>
        </g>
      ))}
    </DiagramFrame>
  );
}

/**
 * AI: a question's path as the loop it is (your product, the gateway, retrieval, the model and
 * the answer back), with the quality and cost checks in the middle, scoring every change.
 */
export function EvalLoop({ nodes, tiers, pilot }: ReturnType<typeof evalLoopFacts>) {
  const checks = nodes.at(-1)!;
  const ring = nodes.slice(0, -1).slice(0, 4);
  const centre = { x: DIAGRAM_WIDTH / 2, y: 166 };
  const radius = { x: 150, y: 116 };
  const box = { width: 140, height: 64 };
  // Top, right, bottom, left: clockwise, the way the question travels.
  const spots = [
    { x: centre.x, y: centre.y - radius.y },
    { x: centre.x + radius.x, y: centre.y },
    { x: centre.x, y: centre.y + radius.y },
    { x: centre.x - radius.x, y: centre.y },
  ];
  return (
    <DiagramFrame height={centre.y + radius.y + box.height / 2 + 70}>
      <ArrowDefs id="eval-loop-arrow" />
      <ellipse
        cx={centre.x}
        cy={centre.y}
        rx={radius.x}
        ry={radius.y}
        fill="none"
        className="stroke-brand-300"
        strokeOpacity="0.6"
        strokeWidth="1.8"
        strokeDasharray="5 4"
      />
      {/* Clockwise arrowheads half-way between neighbours on the ring. */}
      {[45, 135, 225, 315].map((angle) => {
        const rad = (angle * Math.PI) / 180;
        const x = centre.x + radius.x * Math.sin(rad);
        const y = centre.y - radius.y * Math.cos(rad);
        const dx = radius.x * Math.cos(rad);
        const dy = radius.y * Math.sin(rad);
        return (
          <line
            key={angle}
            x1={x - dx * 0.02}
            y1={y - dy * 0.02}
            x2={x}
            y2={y}
            className="stroke-brand-300"
            markerEnd="url(#eval-loop-arrow)"
          />
        );
      })}
      {ring.map((node, index) => (
        <PartBox
          key={node.id}
          x={spots[index]!.x - box.width / 2}
          y={spots[index]!.y - box.height / 2}
          width={box.width}
          height={box.height}
          caption={tiers[node.tier] !== tiers[checks.tier] ? tiers[node.tier] : undefined}
          name={node.label}
        />
      ))}
      <PartBox
        x={centre.x - 62}
        y={centre.y - 30}
        width={124}
        height={60}
        name={checks.label}
        accent
      />
      <Label
        x={centre.x}
        y={centre.y + radius.y + box.height / 2 + 40}
        tone="figure"
        anchor="middle"
      >
        {pilot.value}
      </Label>
      <Label
        x={centre.x}
        y={centre.y + radius.y + box.height / 2 + 40 + LINE + 6}
        tone="muted"
        anchor="middle"
      >
        {pilot.label}
      </Label>
    </DiagramFrame>
  );
}

/** A person in the client's team, drawn as head and shoulders. */
function Person({ x, y, joining = false }: { x: number; y: number; joining?: boolean }) {
  const fill = joining ? 'fill-accent-400' : 'fill-brand-300';
  return (
    <g opacity={joining ? 1 : 0.8}>
      <circle cx={x} cy={y - 9} r="9" className={fill} />
      <path d={`M${x - 15} ${y + 17}a15 14 0 0 1 30 0z`} className={fill} />
    </g>
  );
}

/** How many characters a figure's label beside the team box holds a line (160 units). */
const FIGURE_LABEL_CHARS = 22;

/** Augmentation: the client's team gaining one engineer, over the steps that place them. */
export function Onboarding({ steps, figures }: ReturnType<typeof onboardingFacts>) {
  const teamTop = 10;
  const figureTop = (index: number) => teamTop + 22 + index * 66;
  // The steps start a clear gap under the team box and under the last figure's label, however
  // many lines that label wraps to.
  const lastLabel = wrapWords(figures.at(-1)!.label, FIGURE_LABEL_CHARS).length;
  const figuresBottom = figureTop(figures.length - 1) + 20 + (lastLabel - 1) * LINE;
  const stepsTop = Math.max(teamTop + 100, figuresBottom) + 36;
  const row = (index: number) => stepsTop + index * 64;
  return (
    <DiagramFrame height={row(steps.length - 1) + 40}>
      <rect
        x="6"
        y={teamTop}
        width="250"
        height="100"
        rx="16"
        className="fill-brand-900"
        stroke="white"
        strokeOpacity="0.18"
      />
      {[0, 1, 2, 3].map((index) => (
        <Person key={index} x={40 + index * 46} y={teamTop + 50} />
      ))}
      <circle
        cx="224"
        cy={teamTop + 50}
        r="24"
        fill="none"
        className="stroke-accent-400"
        strokeWidth="2"
        strokeDasharray="4 3"
      />
      <Person x={224} y={teamTop + 50} joining />
      {figures.map((figure, index) => (
        <g key={figure.label}>
          <Label x={280} y={figureTop(index)} tone="figure">
            {figure.value}
          </Label>
          <Label x={280} y={figureTop(index) + 20} tone="muted" width={FIGURE_LABEL_CHARS}>
            {figure.label}
          </Label>
        </g>
      ))}
      <line
        x1="30"
        x2="30"
        y1={row(0)}
        y2={row(steps.length - 1)}
        className="stroke-brand-300"
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      {steps.map((step, index) => (
        <g key={step.title}>
          <circle
            cx="30"
            cy={row(index)}
            r="8"
            className="fill-brand-500"
            stroke="white"
            strokeOpacity="0.3"
          />
          {step.duration && (
            <Label x={52} y={row(index) - 4} tone="note">
              {step.duration}
            </Label>
          )}
          <Label x={150} y={row(index) - 4} tone="title">
            {step.title}
          </Label>
          <Label x={150} y={row(index) + 15} tone="muted">
            {step.deliverables.at(-1)!}
          </Label>
        </g>
      ))}
    </DiagramFrame>
  );
}
