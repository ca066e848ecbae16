import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { preloadToasts } from '@/components/ui/toast';
import type { SubmitResult } from '@/lib/mail-list/client';

export type SubmissionStatus = 'idle' | 'submitting' | 'success';

interface Options {
  /** Show the success state for this long, then return to idle; without it success is idle. */
  successPanelMs?: number;
  /** The success panel (focusable with tabIndex -1). */
  panelRef?: RefObject<HTMLElement | null>;
  /** The field that takes focus when the form comes back after the panel. */
  firstFieldRef?: RefObject<HTMLElement | null>;
}

function focusIsLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/**
 * The state machine the lead forms share: idle -> submitting -> success (for successPanelMs,
 * then idle) or back to idle. A second submit while one is in flight is ignored.
 *
 * It also keeps keyboard focus where the visitor can use it: disabling the controls while
 * submitting drops focus to the body, so focus goes back to where it was (failure, or success
 * without a panel), to the success panel, and to the first field when the form returns. Focus
 * that the visitor has moved elsewhere is left alone.
 */
export function useLeadSubmission({ successPanelMs, panelRef, firstFieldRef }: Options = {}) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const previous = useRef<SubmissionStatus>('idle');

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    const options = { preventScroll: true };
    if (status === 'success') {
      const panel = panelRef?.current;
      if (focusIsLost()) panel?.focus(options);
      // A tall form replaced by a short panel would leave the visitor looking past it.
      panel?.scrollIntoView?.({ block: 'nearest' });
    } else if (status === 'idle' && was === 'success') {
      const inPanel = panelRef?.current?.contains(document.activeElement) ?? false;
      if (focusIsLost() || inPanel) firstFieldRef?.current?.focus(options);
    } else if (status === 'idle' && was === 'submitting') {
      if (focusIsLost()) returnFocusTo.current?.focus(options);
    }
  }, [status, panelRef, firstFieldRef]);

  const submit = useCallback(
    async (send: () => Promise<SubmitResult>): Promise<SubmitResult | null> => {
      if (busy.current) return null;
      busy.current = true;
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setStatus('submitting');
      preloadToasts();
      let result: SubmitResult;
      try {
        result = await send();
      } catch {
        result = { ok: false, error: 'network' };
      }
      busy.current = false;
      if (result.ok && successPanelMs) {
        setStatus('success');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setStatus('idle'), successPanelMs);
      } else {
        setStatus('idle');
      }
      return result;
    },
    [successPanelMs],
  );

  return { status, submit };
}
