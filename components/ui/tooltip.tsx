import type { ReactNode } from 'react';

/**
 * The one tooltip of the site, for icon-only controls. The control keeps its own accessible
 * name (visually hidden text or aria-label); the tooltip only repeats it for sighted pointer
 * and keyboard users. It is a hint popover that the platform opens and closes (Interest
 * Invokers: 700 ms of hover, at once on keyboard focus, Escape or leaving closes it, a second
 * one within 300 ms opens without waiting), styled and timed in app/globals.css. No
 * JavaScript, so it works on every page (docs/reader-settings.md#tooltips).
 */
export function Tooltip({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} popover="hint" role="tooltip" className="tooltip">
      {children}
    </span>
  );
}

/** Spread on the link or button that shows the tooltip `id` (React passes the attribute on). */
export function tooltipTrigger(id: string): Record<string, string> {
  return { interestfor: id };
}

/**
 * A tooltip for an element that is not a control (so it cannot invoke a popover): shown by CSS
 * on hover with the same delays. Wrap the element's content in it.
 */
export function HoverTooltip({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="tooltip hidden">
        {label}
      </span>
    </>
  );
}
