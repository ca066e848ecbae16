import { DiagramFrame, DiagramIcon, Label } from '@/components/services/hero-diagram-parts';
import { ArrowDefs } from '@/components/ui/svg-arrow';
import type { ServicesPage } from '@/lib/content/services';

/*
 * The services overview's hero drawing (docs/service-heroes.md#the-services-overview): the three
 * places clients start from lead into one senior lead, whose dashed line runs on under the work
 * as it grows from a first release into a platform. Its words are the hero's `drawing` field.
 * 440 units wide like the service heroes' diagrams, so its 13-14.5 unit labels stay 12 px or
 * more at the 440 px it is shown at from 640 px up.
 */
const ARROW = 'services-hero-arrow';
const LEAD = { x: 330, y: 82, r: 34 };
const START_Y = [14, 62, 110];
const CHIP = { width: 196, height: 38 };
/** The three stages: each column's centre and its number of blocks. */
const STAGES = [
  { x: 75, blocks: 1 },
  { x: 220, blocks: 3 },
  { x: 365, blocks: 5 },
];
const BASE = 372;
const BLOCK = { width: 104, height: 24, gap: 6 };
const RAIL = 200;

const topOf = (blocks: number) => BASE - blocks * (BLOCK.height + BLOCK.gap) + BLOCK.gap;

export function ServicesHeroArt({ drawing }: { drawing: ServicesPage['hero']['drawing'] }) {
  return (
    <div aria-hidden="true" data-hero-art="services">
      <DiagramFrame height={420}>
        <ArrowDefs id={ARROW} fill="#fbb454" />
        {drawing.starts.map((start, index) => {
          const y = START_Y[index]!;
          const mid = y + CHIP.height / 2;
          return (
            <g key={start}>
              <rect
                x="0"
                y={y}
                width={CHIP.width}
                height={CHIP.height}
                rx="10"
                fill="#1c2060"
                stroke="#4c5cf0"
              />
              <Label x={14} y={y + 24} tone="title" width={24}>
                {start}
              </Label>
              <path
                d={`M${CHIP.width} ${mid}C${CHIP.width + 48} ${mid} ${LEAD.x - LEAD.r - 48} ${LEAD.y} ${LEAD.x - LEAD.r - 4} ${LEAD.y}`}
                fill="none"
                stroke="#7483fa"
                strokeWidth="1.5"
              />
            </g>
          );
        })}
        <circle
          cx={LEAD.x}
          cy={LEAD.y}
          r={LEAD.r}
          fill="#1c2060"
          stroke="#fbb454"
          strokeWidth="2"
        />
        <DiagramIcon
          name="user-check"
          x={LEAD.x - 15}
          y={LEAD.y - 15}
          size={30}
          className="text-accent-400"
        />
        <Label x={LEAD.x} y={LEAD.y + LEAD.r + 22} tone="title" anchor="middle" width={20}>
          {drawing.lead}
        </Label>
        {/* The lead stays on: a dashed line down from them and on under every stage. */}
        <path
          d={`M${LEAD.x} ${LEAD.y + LEAD.r + 32}V${RAIL}M16 ${RAIL}H424`}
          fill="none"
          stroke="#fbb454"
          strokeWidth="1.5"
          strokeDasharray="5 5"
        />
        {STAGES.map(({ x, blocks }, index) => (
          <g key={x}>
            <circle cx={x} cy={RAIL} r="4" fill="#fbb454" />
            {Array.from({ length: blocks }, (_, block) => (
              <rect
                key={block}
                x={x - BLOCK.width / 2}
                y={BASE - (block + 1) * (BLOCK.height + BLOCK.gap) + BLOCK.gap}
                width={BLOCK.width}
                height={BLOCK.height}
                rx="6"
                fill={block === blocks - 1 ? '#4c5cf0' : '#1c2060'}
                stroke="#4c5cf0"
              />
            ))}
            <Label x={x} y={BASE + 24} tone="title" anchor="middle" width={17}>
              {drawing.stages[index]!}
            </Label>
          </g>
        ))}
        {/* What the work grows into: up from the first release to the platform. */}
        <path
          d={STAGES.map(
            ({ x, blocks }, index) => `${index ? 'L' : 'M'}${x} ${topOf(blocks) - 12}`,
          ).join('')}
          fill="none"
          stroke="#9eaeff"
          strokeWidth="1.5"
          markerEnd={`url(#${ARROW})`}
        />
        <path d={`M8 ${BASE + 0.5}H432`} stroke="#4c5cf0" />
      </DiagramFrame>
    </div>
  );
}
