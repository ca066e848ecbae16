import { SendHorizontal } from 'lucide-react';
import { ChatMessageItem } from '@/components/chat/chat-message';
import { ChatHeader } from '@/components/chat/chat-header';
import { CHAT_IDS } from '@/components/chat/chat-ids';
import { chatLook } from '@/components/chat/chat-look';
import { chatContent } from '@/lib/chat/content';
import { chatReducer, GREETING_DELAY_MS, initialChatState } from '@/lib/chat/machine';

/**
 * The chat panel as the server renders it inside the launcher's popover: what a visitor sees
 * the moment the platform opens it, before any framework code has run
 * (docs/zero-js-and-islands.md#the-first-tap-answers-within-200-ms). The
 * greeting is the machine's own first message, kept hidden (out of the accessibility tree,
 * the tab order and the pointer's reach) until 0.5 s after the opening, by CSS alone; the
 * close button closes through the Popover API; the live panel (ChatIsland) replaces this
 * markup once it has loaded, with the same look, ids and greeting.
 */
export function ChatShell() {
  const { panel } = chatContent;
  const greeted = chatReducer(initialChatState, { type: 'greet', now: 0 });
  return (
    <>
      <ChatHeader close={{ popoverTarget: CHAT_IDS.panel, popoverTargetAction: 'hide' }} />
      <div role="log" tabIndex={0} aria-label={panel.logLabel} className={chatLook.log}>
        {/* Hidden, not only transparent, until the delay has passed (app/globals.css,
            .greeting-wait); with reduced motion the rise is instant, the delay stays. */}
        <div className="greeting-wait" style={{ animationDelay: `${GREETING_DELAY_MS}ms` }}>
          {greeted.messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              senderLabel={panel.senderBot}
              showOptions
              optionsLabel={panel.suggestions}
              animate={false}
            />
          ))}
        </div>
      </div>
      <form className={chatLook.composer}>
        <label htmlFor={CHAT_IDS.input} className="sr-only">
          {panel.inputLabel}
        </label>
        <textarea
          id={CHAT_IDS.input}
          data-enter-submits=""
          rows={1}
          autoFocus
          placeholder={panel.placeholders.idle}
          maxLength={500}
          autoComplete="off"
          enterKeyHint="send"
          className={chatLook.input}
        />
        <button type="button" id={CHAT_IDS.send} aria-label={panel.send} className={chatLook.send}>
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </>
  );
}
