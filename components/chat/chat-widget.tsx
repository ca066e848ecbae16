import { MessageCircle, X } from 'lucide-react';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { chatContent } from '@/lib/chat/content';

/**
 * The chat on the home page: a launcher rendered on the server, whose small client part loads
 * the chat itself (state machine, panel, copy, toaster) only when first used or when the
 * browser is idle. The icons are server-rendered SVG passed in, so they cost no JavaScript.
 */
export function ChatWidget() {
  const { launcher } = chatContent;
  return (
    <ChatLauncher
      openLabel={launcher.open}
      closeLabel={launcher.close}
      openIcon={<MessageCircle aria-hidden="true" className="size-6" strokeWidth={2} />}
      closeIcon={<X aria-hidden="true" className="size-6" strokeWidth={2} />}
    />
  );
}
