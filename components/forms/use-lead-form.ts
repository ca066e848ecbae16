import { useRef, type FormEvent } from 'react';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';
import type { ClientOptions, SubmitResult } from '@/lib/mail-list/client';
import { checkSubmission } from '@/lib/mail-list/spam-check';

interface LeadFormOptions {
  /** How long the success panel replaces the form; without it there is no panel. */
  successPanelMs?: number | undefined;
  /** Takes a value the visitor typed before the island arrived (useIslandHandoff). */
  adopt: (name: string, value: string) => void;
}

/**
 * What both lead-form islands wire up the same way: the handoff from the server-rendered form,
 * the submission state with its focus handling, and the spam check before each send.
 */
export function useLeadForm({ successPanelMs, adopt }: LeadFormOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useIslandHandoff(rootRef, adopt);
  const { status, submit } = useLeadSubmission({ successPanelMs, panelRef, firstFieldRef });

  /** Sends the form's data; null when a send was already in flight. */
  function submitChecked(
    event: FormEvent<HTMLFormElement>,
    send: (options: ClientOptions) => Promise<SubmitResult>,
  ): Promise<SubmitResult | null> {
    event.preventDefault();
    const check = checkSubmission(event.currentTarget);
    // A tripped spam check looks like a success to the bot and sends nothing.
    return submit(async () =>
      check.tripped ? { ok: true } : send({ elapsedMs: check.elapsedMs }),
    );
  }

  return {
    rootRef,
    panelRef,
    firstFieldRef,
    status,
    submitting: status === 'submitting',
    submitChecked,
  };
}
