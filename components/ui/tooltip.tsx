'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createTooltipDelayGroup } from '@/lib/utils/tooltip-delay';

/** One timing group per page, so moving between tooltips skips the open delay. */
const delays = createTooltipDelayGroup();

interface TooltipProps {
  label: string;
  /** Renders the trigger; spread the given props onto the focusable element. */
  children: (triggerProps: { 'aria-describedby'?: string }) => ReactNode;
  side?: 'top' | 'bottom';
}

/** A small text tooltip for client islands: opens on hover or focus, closes on leave, blur or Escape. */
export function Tooltip({ label, children, side = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show() {
    clearTimeout(timer.current);
    const delay = delays.openDelayAt(Date.now());
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  }
  function hide() {
    clearTimeout(timer.current);
    if (open) delays.closedAt(Date.now());
    setOpen(false);
  }

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children({ 'aria-describedby': open ? id : undefined })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={`pointer-events-none absolute left-1/2 z-50 -translate-x-1/2 rounded-md bg-ink-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg ${
            side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'
          }`}
        >
          {label}
        </span>
      )}
    </span>
  );
}
