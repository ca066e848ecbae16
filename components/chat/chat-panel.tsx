'use client';

import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChatHeader } from '@/components/chat/chat-header';
import { CHAT_IDS } from '@/components/chat/chat-ids';
import { chatLook } from '@/components/chat/chat-look';
import { ChatMessageItem } from '@/components/chat/chat-message';
import { PrivacyNotice } from '@/components/forms/privacy-notice';
import { chatContent, type OptionId } from '@/lib/chat/content';
import { canSend, isBusy, type ChatState, type ChatStep } from '@/lib/chat/machine';

interface ChatPanelProps {
  /** Mounted while closed too (the popover hides it), so opening costs no render. */
  open?: boolean;
  state: ChatState;
  onSend: (text: string) => void;
  onChoose: (option: OptionId) => void;
  onClose: () => void;
  /** What the visitor typed in the server-rendered shell before this panel took over. */
  initialText?: string;
  /** Messages older than this were already on screen (the shell's greeting): no entrance. */
  settledBefore?: number;
}

/** Input hints per step: the browser can autofill name, email and company. */
const FIELD: Record<ChatStep, { maxLength: number; autoComplete: string; email?: boolean }> = {
  idle: { maxLength: 500, autoComplete: 'off' },
  askingName: { maxLength: 100, autoComplete: 'name' },
  askingEmail: { maxLength: 254, autoComplete: 'email', email: true },
  askingCompany: { maxLength: 200, autoComplete: 'organization' },
  askingDetails: { maxLength: 5000, autoComplete: 'off' },
  submitting: { maxLength: 500, autoComplete: 'off' },
};

const DOT_DELAYS = ['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''];

/**
 * The open chat's content: header, conversation log and composer. The non-modal dialog around
 * it (a popover) belongs to the launcher, which renders it with the page.
 */
export function ChatPanel({
  open = true,
  state,
  onSend,
  onChoose,
  onClose,
  initialText = '',
  settledBefore = 0,
}: ChatPanelProps) {
  const { panel } = chatContent;
  const [text, setText] = useState(initialText.trim());
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const busy = isBusy(state);
  const field = FIELD[state.step];
  const last = state.messages.at(-1);

  useEffect(() => {
    // The panel is fixed over the page: focusing inside it never scrolls the page under it.
    if (open) input.current?.focus({ preventScroll: true });
  }, [open]);

  // Follow the conversation; a reply taller than the log is shown from its first line.
  useEffect(() => {
    const element = log.current;
    if (!element) return;
    const newest = [...element.querySelectorAll<HTMLElement>('[data-message]')].at(-1);
    const tall = !busy && newest && newest.offsetHeight > element.clientHeight - 32;
    element.scrollTop = tall ? newest.offsetTop - 16 : element.scrollHeight;
  }, [state.messages.length, busy]);

  function send() {
    if (!canSend(state, text)) return;
    onSend(text);
    setText('');
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function choose(option: OptionId) {
    onChoose(option);
    // The chosen button disappears with its message's options; keep focus in the chat.
    input.current?.focus();
  }

  return (
    <>
      <ChatHeader close={{ onClick: onClose }} />

      <div
        ref={log}
        role="log"
        tabIndex={0}
        aria-live="polite"
        aria-label={panel.logLabel}
        className={chatLook.log}
      >
        {state.messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            senderLabel={message.sender === 'bot' ? panel.senderBot : panel.senderVisitor}
            showOptions={message === last && !busy && state.step === 'idle'}
            optionsLabel={panel.suggestions}
            linksLabel={chatContent.links.label}
            onChoose={choose}
            animate={message.timestamp >= settledBefore}
          />
        ))}
        {busy && (
          <div
            aria-hidden="true"
            data-testid="chat-typing"
            className="flex w-fit items-center gap-1.5 rounded-2xl rounded-tl-md bg-ink-100 px-4 py-3.5"
          >
            {DOT_DELAYS.map((delay) => (
              <span
                key={delay}
                className={`size-2 rounded-full bg-ink-500 motion-safe:animate-bounce ${delay}`}
              />
            ))}
          </div>
        )}
      </div>
      {/* Outside the log, so the indicator is announced once and never lands in the transcript. */}
      <p role="status" className="sr-only">
        {busy ? panel.typing : ''}
      </p>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        className={chatLook.composer}
      >
        <label htmlFor={CHAT_IDS.input} className="sr-only">
          {panel.inputLabel}
        </label>
        <textarea
          ref={input}
          id={CHAT_IDS.input}
          data-enter-submits=""
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={panel.placeholders[state.step]}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          inputMode={field.email ? 'email' : 'text'}
          enterKeyHint="send"
          className={chatLook.input}
        />
        <button
          type="submit"
          id={CHAT_IDS.send}
          disabled={busy || !text.trim()}
          aria-label={panel.send}
          className={chatLook.send}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
      {/* While the chat collects a consultation request: what its answers are kept for. */}
      {state.step !== 'idle' && (
        <PrivacyNotice
          form="chat"
          className="bg-white px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-xs"
        />
      )}
    </>
  );
}
