import { cn } from '@/lib/utils/cn';

/** The look of one kind of figure: classes of its cell, label, value and optional detail. */
export interface FigureLook {
  cell: string;
  label: string;
  value: string;
  detail?: string;
}

interface FigureProps {
  value: string;
  label: string;
  detail?: string;
  look: FigureLook;
}

/**
 * A headline figure inside a <dl>: the label comes first for screen readers ("Uptime: 99.9%"),
 * while the value is shown above it (CSS order).
 */
export function Figure({ value, label, detail, look }: FigureProps) {
  return (
    <div className={look.cell}>
      <dt className={cn('order-2', look.label)}>{label}</dt>
      <dd className={cn('order-1', look.value)}>{value}</dd>
      {detail && <dd className={cn('order-3', look.detail)}>{detail}</dd>}
    </div>
  );
}
