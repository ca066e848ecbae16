'use client';

import { Bot, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChatMessageItem } from '@/components/chat/chat-message';
import { chatContent, type OptionId } from '@/lib/chat/content';
import { canSend, isBusy, type ChatState, type ChatStep } from '@/lib/chat/machine';

interface ChatPanelProps {
  state: ChatState;
  onSend: (text: string) => void;
  onChoose: (option: OptionId) => void;
  onClose: () => void;
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

/** The open chat: a non-modal dialog with the conversation log and the message composer. */
export function ChatPanel({ state, onSend, onChoose, onClose }: ChatPanelProps) {
  const { panel } = chatContent;
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const busy = isBusy(state);
  const field = FIELD[state.step];
  const last = state.messages.at(-1);

  useEffect(() => {
    input.current?.focus();
  }, []);

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
    <div
      id="chat-panel"
      role="dialog"
      aria-labelledby="chat-panel-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-x-0 bottom-0 z-40 flex h-[min(500px,calc(100dvh-var(--header-height)))] flex-col overflow-hidden rounded-t-2xl border-t border-ink-200 bg-white shadow-[0_24px_64px_-16px_rgb(18_20_58/0.45)] motion-safe:animate-rise motion-safe:[animation-duration:0.3s] sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[min(500px,calc(100dvh-11rem))] sm:w-96 sm:rounded-2xl sm:border"
    >
      <div className="flex items-center gap-3 bg-brand-900 py-3 pr-2 pl-4 text-white">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/10 ring-1 ring-white/20">
          <Bot aria-hidden="true" className="size-5 text-accent-300" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-panel-title" className="text-base leading-tight font-bold text-white">
            {panel.title}
          </h2>
          <p className="mt-0.5 text-sm text-brand-100">{panel.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={panel.close}
          className="grid size-11 shrink-0 place-items-center rounded-full text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        ref={log}
        role="log"
        tabIndex={0}
        aria-live="polite"
        aria-label={panel.logLabel}
        className="relative flex flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-4 py-5"
      >
        {state.messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            senderLabel={message.sender === 'bot' ? panel.senderBot : panel.senderVisitor}
            showOptions={message === last && !busy && state.step === 'idle'}
            optionsLabel={panel.suggestions}
            onChoose={choose}
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
        className="flex items-end gap-2 border-t border-ink-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <label htmlFor="chat-input" className="sr-only">
          {panel.inputLabel}
        </label>
        <textarea
          ref={input}
          id="chat-input"
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={panel.placeholders[state.step]}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          inputMode={field.email ? 'email' : 'text'}
          enterKeyHint="send"
          className="field-sizing-content max-h-32 min-h-12 flex-1 resize-none rounded-3xl border border-ink-300 bg-white px-4 py-3 text-[0.9375rem] text-ink-900 placeholder:text-ink-500 hover:border-ink-400 focus-visible:border-brand-600 focus-visible:outline-offset-0"
        />
        <button
          type="submit"
          disabled={busy || !text.trim()}
          aria-label={panel.send}
          className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-400 text-ink-950 transition-colors hover:bg-accent-300 disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-500"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </div>
  );
}
