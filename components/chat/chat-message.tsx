import { ArrowUpRight, Mail } from 'lucide-react';
import { CHAT_IDS } from '@/components/chat/chat-ids';
import type { OptionId } from '@/lib/chat/content';
import type { ChatMessage } from '@/lib/chat/machine';
import { cn } from '@/lib/utils/cn';

interface ChatMessageItemProps {
  message: ChatMessage;
  senderLabel: string;
  /** Quick replies show on the latest bot message only, while the bot is not typing. */
  showOptions: boolean;
  optionsLabel: string;
  /** The name of the list of links a message carries (they stay with it, unlike options). */
  linksLabel?: string;
  /** Absent in the server-rendered shell, whose clicks wait for the live panel. */
  onChoose?: (option: OptionId) => void;
  /** False for a message already on screen before the live panel took over. */
  animate?: boolean;
}

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-200 bg-surface px-4 py-2 text-left text-sm font-semibold text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50';

/** One bubble of the conversation, with the bot's quick replies as buttons or links. */
export function ChatMessageItem({
  message,
  senderLabel,
  showOptions,
  optionsLabel,
  linksLabel,
  onChoose,
  animate = true,
}: ChatMessageItemProps) {
  const fromBot = message.sender === 'bot';
  return (
    <div
      data-message={message.sender}
      className={cn('flex flex-col gap-2.5', fromBot ? 'items-start' : 'items-end')}
    >
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed whitespace-pre-line',
          animate && 'motion-safe:animate-rise motion-safe:[animation-duration:0.35s]',
          fromBot
            ? 'rounded-tl-md bg-ink-100 text-ink-900'
            : 'keep-palette rounded-tr-md bg-brand-700 text-white',
        )}
      >
        <span className="sr-only">{senderLabel} </span>
        {message.text}
      </p>
      {message.links && (
        <ul aria-label={linksLabel} className="flex max-w-[85%] flex-col items-start gap-2">
          {message.links.map((link) => {
            const mail = link.href.startsWith('mailto:');
            const Icon = mail ? Mail : ArrowUpRight;
            return (
              <li key={link.href}>
                <a href={link.href} className={cn(chip, '[overflow-wrap:anywhere]')}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {showOptions && message.options && (
        <ul aria-label={optionsLabel} className="flex flex-wrap gap-2">
          {message.options.map((option) => (
            <li key={option.id}>
              {option.href ? (
                <a href={option.href} className={chip}>
                  {option.label}
                  <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" />
                </a>
              ) : (
                <button
                  type="button"
                  id={CHAT_IDS.option(option.id)}
                  className={chip}
                  onClick={onChoose && (() => onChoose(option.id))}
                >
                  {option.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
