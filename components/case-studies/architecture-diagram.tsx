import { CaseStudyIcon } from '@/components/case-studies/case-study-icon';
import {
  BOX,
  CAPTION_TYPE,
  captionX,
  COPIES,
  layoutArchitecture,
  PILL,
  type Orientation,
  type PlacedNode,
} from '@/components/case-studies/architecture-layout';
import { ArrowDefs } from '@/components/ui/svg-arrow';
import { SvgText } from '@/components/ui/svg-text';
import type { Architecture, ArchitectureTier } from '@/lib/content/case-studies';
import { cn } from '@/lib/utils/cn';

// Colours from the theme (globals.css): SVG attributes cannot read Tailwind classes.
const tierStyle: Record<
  ArchitectureTier,
  { fill: string; stroke: string; item: string; itemText: string; icon: string }
> = {
  client: {
    fill: '#1a1e4f',
    stroke: '#7082fb',
    item: '#232867',
    itemText: '#e1e7ff',
    icon: '#9eaeff',
  },
  gateway: {
    fill: '#232867',
    stroke: '#9eaeff',
    item: '#2f36b0',
    itemText: '#f0f3ff',
    icon: '#c6d0ff',
  },
  core: {
    fill: '#2f36b0',
    stroke: '#c6d0ff',
    item: '#3a44d9',
    itemText: '#ffffff',
    icon: '#fde2b8',
  },
  edge: {
    fill: '#2a1d0c',
    stroke: '#fbb454',
    item: '#3d2a10',
    itemText: '#fde2b8',
    icon: '#fbb454',
  },
};

/** A case study's captions; a service page may name its tiers in its own words. */
const tierCaption: Record<ArchitectureTier, string> = {
  client: 'Apps',
  gateway: 'Entry point',
  core: 'Platform',
  edge: 'Ecosystem',
};

interface ArchitectureDiagramProps {
  id: string;
  architecture: Architecture;
  /** One sentence for the SVG's <title>. */
  title: string;
  /** Captions over the tiers' columns, where they differ from a case study's. */
  captions?: Partial<Record<ArchitectureTier, string>>;
  /** The core parts' outline and icon, in a case study's colour; the brand's by default. */
  core?: CoreColours;
}

/** The core parts' colours: their outline, their icon and the dashed ring around them. */
export interface CoreColours {
  stroke: string;
  icon: string;
  halo: string;
}

const BRAND_HALO = '#7082fb';

/**
 * The architecture as an inline SVG with a title and a description, drawn wide on desktop and
 * tall on phones (only one is displayed, so assistive technology meets one). The connections
 * are also listed in text beside it by the page. Case studies and the service pages'
 * architecture sections draw with it (docs/architecture-sections.md).
 */
export function ArchitectureDiagram({
  id,
  architecture,
  title,
  captions,
  core,
}: ArchitectureDiagramProps) {
  const named = { ...tierCaption, ...captions };
  const styles = core ? { ...tierStyle, core: { ...tierStyle.core, ...core } } : tierStyle;
  const halo = core?.halo ?? BRAND_HALO;
  const summary = architecture.edges
    .map((edge) => {
      const from = architecture.nodes.find((n) => n.id === edge.from)!.label;
      const to = architecture.nodes.find((n) => n.id === edge.to)!.label;
      return `${from} ${edge.both ? 'and' : 'to'} ${to}: ${edge.label.replace(/ · /g, ', ')}.`;
    })
    .join(' ');
  // On a phone the frame's padding is in px, not rem: the drawing keeps its width (and its type
  // its size) when a reader sets large text, and its own margin already parts it from the frame.
  return (
    <div className="on-dark relative isolate overflow-hidden rounded-(--radius-card) bg-brand-950 p-[8px] ring-1 ring-brand-900 sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(rgb(158_174_255/0.14)_1px,transparent_1px)] bg-[size:20px_20px]"
      />
      {(['wide', 'tall'] as const).map((orientation) => (
        <Drawing
          key={orientation}
          id={`${id}-${orientation}`}
          architecture={architecture}
          orientation={orientation}
          title={title}
          summary={summary}
          captions={named}
          styles={styles}
          halo={halo}
          className={orientation === 'wide' ? 'hidden lg:block' : 'mx-auto max-w-sm lg:hidden'}
        />
      ))}
    </div>
  );
}

interface DrawingProps {
  id: string;
  architecture: Architecture;
  orientation: Orientation;
  title: string;
  summary: string;
  captions: Record<ArchitectureTier, string>;
  styles: typeof tierStyle;
  halo: string;
  className: string;
}

function Drawing({
  id,
  architecture,
  orientation,
  title,
  summary,
  captions,
  styles,
  halo,
  className,
}: DrawingProps) {
  const layout = layoutArchitecture(architecture, orientation);
  const arrow = `${id}-arrow`;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      className={cn('h-auto w-full font-sans', className)}
      data-architecture={orientation}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <ArrowDefs id={arrow} fill="#c6d0ff" />
      {layout.captions.map((caption) => {
        const text = (
          architecture.columns?.[caption.column] ?? captions[caption.tier]
        ).toUpperCase();
        return (
          <SvgText
            key={caption.column}
            x={captionX(text, caption.x, layout.width)}
            y={caption.y}
            textAnchor="middle"
            fontSize={CAPTION_TYPE.SIZE}
            fontWeight="700"
            letterSpacing={CAPTION_TYPE.SPACING}
            fill="#9eaeff"
          >
            {text}
          </SvgText>
        );
      })}
      {layout.edges.map((edge) => (
        <path
          key={`${edge.from}-${edge.to}`}
          d={edge.d}
          fill="none"
          stroke="#9eaeff"
          strokeWidth="2"
          strokeDasharray={edge.both ? undefined : '6 5'}
          markerEnd={`url(#${arrow})`}
          markerStart={edge.both ? `url(#${arrow})` : undefined}
        />
      ))}
      {layout.nodes.map((node) => (
        <Node key={node.id} node={node} style={styles[node.tier]} halo={halo} />
      ))}
      {/* Pills sized by the layout, which leaves PILL.CLEAR between each and every box. */}
      {layout.edges.map((edge) => {
        const top = edge.labelY - edge.labelH / 2;
        return (
          <g key={`label-${edge.from}-${edge.to}`}>
            <rect
              x={edge.labelX - edge.labelW / 2}
              y={top}
              width={edge.labelW}
              height={edge.labelH}
              rx="8"
              fill="#12143a"
              stroke="#4c5cf0"
            />
            {edge.lines.map((line, i) => (
              <SvgText
                key={line}
                x={edge.labelX}
                y={top + PILL.BASELINE + i * PILL.LINE}
                textAnchor="middle"
                fontSize={PILL.SIZE}
                fontWeight="600"
                fill="#e1e7ff"
              >
                {line}
              </SvgText>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

function Node({
  node,
  style,
  halo,
}: {
  node: PlacedNode;
  style: (typeof tierStyle)[ArchitectureTier];
  halo: string;
}) {
  const core = node.tier === 'core';
  // The front card; a part that runs once per customer has two more showing behind it.
  const x = node.x;
  const y = node.y + node.stack;
  const w = node.w - node.stack;
  const h = node.h - node.stack;
  const nameEnd = y + 32 + (node.labelLines.length - 1) * node.leading;
  return (
    <g>
      {core && !node.stack && (
        <rect
          x={x - 6}
          y={y - 6}
          width={w + 12}
          height={h + 12}
          rx="20"
          fill="none"
          stroke={halo}
          strokeOpacity="0.45"
          strokeDasharray="4 6"
        />
      )}
      {[node.stack, node.stack / 2].filter(Boolean).map((offset) => (
        <rect
          key={offset}
          x={x + offset}
          y={y - offset}
          width={w}
          height={h}
          rx="14"
          fill={style.fill}
          stroke={style.stroke}
          strokeOpacity="0.6"
          strokeWidth="1.5"
        />
      ))}
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx="14"
        fill={style.fill}
        stroke={style.stroke}
        strokeWidth={core ? 2 : 1.5}
      />
      <CaseStudyIcon
        name={node.icon}
        x={x + 14}
        y={y + 15}
        width={22}
        height={22}
        color={style.icon}
      />
      <SvgText
        x={x + BOX.LABEL_X}
        y={y + 32}
        fontSize={node.labelSize}
        fontWeight="700"
        fill="#ffffff"
        className="font-display"
      >
        {node.labelLines.map((line, i) => (
          <tspan key={line} x={x + BOX.LABEL_X} dy={i === 0 ? 0 : node.leading}>
            {/* A space between wrapped lines, so the text reads as the name, not "energyadapter". */}
            {i < node.labelLines.length - 1 ? `${line} ` : line}
          </tspan>
        ))}
      </SvgText>
      {node.copiesLines.length > 0 && (
        <SvgText
          x={x + BOX.LABEL_X}
          y={nameEnd + COPIES.LINE}
          fontSize={COPIES.SIZE}
          fontWeight="600"
          fill={style.icon}
        >
          {node.copiesLines.map((line, i) => (
            <tspan key={line} x={x + BOX.LABEL_X} dy={i === 0 ? 0 : COPIES.LINE}>
              {i < node.copiesLines.length - 1 ? `${line} ` : line}
            </tspan>
          ))}
        </SvgText>
      )}
      {node.rows.map((row, r) => (
        <g key={node.items[r]}>
          <rect
            x={x + BOX.ITEM_INSET}
            y={node.y + row.dy}
            width={w - 2 * BOX.ITEM_INSET}
            height={row.h}
            rx="6"
            fill={style.item}
          />
          <SvgText
            x={x + BOX.ITEM_TEXT}
            y={node.y + row.dy + BOX.ITEM_BASELINE}
            fontSize={BOX.ITEM_SIZE}
            fontWeight="500"
            fill={style.itemText}
          >
            {row.lines.map((line, i) => (
              <tspan key={line} x={x + BOX.ITEM_TEXT} dy={i === 0 ? 0 : BOX.ITEM_LINE}>
                {i < row.lines.length - 1 ? `${line} ` : line}
              </tspan>
            ))}
          </SvgText>
        </g>
      ))}
    </g>
  );
}
