import { useRef, type FormEvent } from 'react';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';
import type { ClientOptions, SubmitResult } from '@/lib/mail-list/client';
import { currentLeadSource } from '@/lib/mail-list/lead-source-session';
import { spamSignals } from '@/lib/mail-list/spam-check';

interface LeadFormOptions {
  /** How long the success panel replaces the form; without it there is no panel. */
  successPanelMs?: number | undefined;
  /** Takes a value the visitor typed before the island arrived (useIslandHandoff). */
  adopt: (name: string, value: string) => void;
}

/**
 * The values the form's controls hold now, for `names`: what a submission sends. Read from the
 * DOM, not from React's state: a submit that React meets while it is still hydrating runs
 * before the handoff has adopted what the visitor typed (docs/islands.md#a-tap-during-hydration).
 */
export function fieldValues<K extends string>(
  form: HTMLFormElement,
  names: readonly K[],
): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    K,
    string
  >;
}

/**
 * What both lead-form islands wire up the same way: the handoff from the server-rendered form,
 * the submission state with its focus handling, and what travels beside each request's body:
 * the spam signals and the lead's source (docs/lead-capture.md#no-silent-drops).
 */
export function useLeadForm({ successPanelMs, adopt }: LeadFormOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useIslandHandoff(rootRef, adopt);
  const { status, submit } = useLeadSubmission({ successPanelMs, panelRef, firstFieldRef });

  /**
   * Sends the form's data, always: the visitor sees the answer to this real request. Null when
   * a send was already in flight.
   */
  function submitLead(
    event: FormEvent<HTMLFormElement>,
    send: (options: ClientOptions) => Promise<SubmitResult>,
  ): Promise<SubmitResult | null> {
    event.preventDefault();
    const options = { ...spamSignals(event.currentTarget), leadSource: currentLeadSource() };
    return submit(() => send(options));
  }

  return {
    rootRef,
    panelRef,
    firstFieldRef,
    status,
    submitting: status === 'submitting',
    submitLead,
  };
}
