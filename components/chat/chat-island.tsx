'use client';

import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { ChatPanel } from '@/components/chat/chat-panel';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';
import { preloadToasts, toast } from '@/components/ui/toast';
import { AppToaster } from '@/components/ui/toaster';
import { chatContent } from '@/lib/chat/content';
import { clearContactHandoff, storeContactHandoff } from '@/lib/chat/handoff';
import {
  GREETING_DELAY_MS,
  TYPING_DELAY_MS,
  chatReducer,
  initialChatState,
  keptAnswers,
  submissionDraft,
} from '@/lib/chat/machine';
import { sendChatConsultation, type SubmitResult } from '@/lib/mail-list/client';
import { currentLeadSource, sessionStorageOrNull } from '@/lib/mail-list/lead-source-session';
import { msSinceRender } from '@/lib/mail-list/spam-check';
import type { OptionId } from '@/lib/chat/content';

export interface ChatIslandProps {
  open: boolean;
  onClose: () => void;
  /** Date.now() at the panel's first opening, which may predate this island (the shell). */
  openedAt?: number | null;
  /** What the visitor typed in the shell. */
  initialText?: string;
  /** The launcher's island root: marked hydrated once this live panel has taken over. */
  rootRef?: RefObject<HTMLElement | null>;
}

/** The greeting is due at openedAt + 0.5 s: a panel opened earlier (the shell) starts greeted. */
function startState(openedAt: number | null | undefined) {
  if (openedAt == null || Date.now() < openedAt + GREETING_DELAY_MS) return initialChatState;
  return chatReducer(initialChatState, { type: 'greet', now: openedAt + GREETING_DELAY_MS });
}

function announce(result: SubmitResult) {
  const { success, failure, networkError } = chatContent.toasts;
  if (result.ok) toast.success(success.title, { description: success.description });
  else if (result.error === 'http')
    toast.error(failure.title, { description: failure.description });
  else toast.error(networkError.title, { description: networkError.description });
}

/**
 * A send that cannot throw: a refused payload counts as a failed attempt, not a crash. It
 * carries the time on the page and the lead's source like the forms' (docs/lead-capture.md).
 */
async function submit(
  draft: NonNullable<ReturnType<typeof submissionDraft>>,
): Promise<SubmitResult> {
  try {
    return await sendChatConsultation(draft, {
      elapsedMs: msSinceRender(),
      leadSource: currentLeadSource(),
    });
  } catch {
    return { ok: false, error: 'network' };
  }
}

/**
 * The loaded chat: owns the conversation (so closing keeps it), the timers and the
 * submission. Its panel stays mounted while closed (the launcher's popover hides it). Timers run only while the panel is open and are cleared on close and unmount;
 * a reply whose delay passed while the panel was closed shows at once on reopening.
 */
export function ChatIsland({ open, onClose, openedAt, initialText, rootRef }: ChatIslandProps) {
  const [state, dispatch] = useReducer(chatReducer, openedAt, startState);
  const [mountedAt] = useState(() => Date.now());
  const noRoot = useRef<HTMLElement | null>(null);
  useIslandHandoff(rootRef ?? noRoot);
  const mounted = useRef(true);
  const lastSubmission = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const empty = state.messages.length === 0 && state.pending.length === 0;
  useEffect(() => {
    if (!open || !empty) return;
    const wait =
      openedAt == null ? GREETING_DELAY_MS : Math.max(0, openedAt + GREETING_DELAY_MS - Date.now());
    const timer = setTimeout(() => dispatch({ type: 'greet', now: Date.now() }), wait);
    return () => clearTimeout(timer);
  }, [open, empty, openedAt]);

  const { pending, typingSince } = state;
  useEffect(() => {
    if (!open || pending.length === 0) return;
    const wait = Math.max(0, (typingSince ?? 0) + TYPING_DELAY_MS - Date.now());
    const timer = setTimeout(() => dispatch({ type: 'deliver' }), wait);
    return () => clearTimeout(timer);
  }, [open, pending, typingSince]);

  // The request is not a timer: it finishes even if the panel closes, and its toast shows.
  const draft = submissionDraft(state);
  const { submissionId } = state;
  useEffect(() => {
    if (!draft || lastSubmission.current === submissionId) return;
    lastSubmission.current = submissionId;
    preloadToasts();
    void submit(draft).then((result) => {
      if (!mounted.current) return;
      announce(result);
      dispatch({ type: 'submitted', result, now: Date.now() });
    });
  }, [draft, submissionId]);

  // After a failed send the chat links to the contact form, filled in with the same answers:
  // they wait in the tab's sessionStorage, never in the URL, and go when the chat no longer
  // keeps them (sent, or started over) (docs/floating-chat.md#after-a-failed-send).
  const kept = keptAnswers(state);
  const handedOff = useRef(false);
  useEffect(() => {
    if (kept) handedOff.current = storeContactHandoff(sessionStorageOrNull(), kept);
    else if (handedOff.current) {
      clearContactHandoff(sessionStorageOrNull());
      handedOff.current = false;
    }
  }, [kept]);

  const send = useCallback((text: string) => dispatch({ type: 'send', text, now: Date.now() }), []);
  const choose = useCallback(
    (option: OptionId) => dispatch({ type: 'choose', option, now: Date.now() }),
    [],
  );

  return (
    <>
      <AppToaster />
      <ChatPanel
        open={open}
        state={state}
        onSend={send}
        onChoose={choose}
        onClose={onClose}
        initialText={initialText}
        settledBefore={mountedAt}
      />
    </>
  );
}
