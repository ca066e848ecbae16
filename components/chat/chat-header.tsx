import { Bot, X } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { CHAT_IDS } from '@/components/chat/chat-ids';
import { chatLook } from '@/components/chat/chat-look';
import { chatContent } from '@/lib/chat/content';
import { Tooltip, tooltipTrigger } from '@/components/ui/tooltip';

const CLOSE_TIP = 'tip-chat-close';

/**
 * The panel's header, shared by the server-rendered shell and the live panel. Only the close
 * button's behaviour differs: the Popover API in the shell, a handler in the live panel.
 */
export function ChatHeader({ close }: { close: ButtonHTMLAttributes<HTMLButtonElement> }) {
  const { panel } = chatContent;
  return (
    <div className={chatLook.header}>
      <span className={chatLook.avatar}>
        <Bot aria-hidden="true" className="size-5 text-accent-300" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={CHAT_IDS.title} className={chatLook.title}>
          {panel.title}
        </h2>
        <p className={chatLook.subtitle}>{panel.subtitle}</p>
      </div>
      <button
        type="button"
        {...close}
        aria-label={panel.close}
        {...tooltipTrigger(CLOSE_TIP)}
        className={chatLook.close}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <Tooltip id={CLOSE_TIP}>{panel.close}</Tooltip>
    </div>
  );
}
