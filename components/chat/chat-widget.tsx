import { MessageCircle, X } from 'lucide-react';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { ChatShell } from '@/components/chat/chat-shell';
import { chatContent } from '@/lib/chat/content';

/**
 * The chat on the home page: a launcher (a link to the contact page in the HTML) and its
 * panel, a popover holding the server-rendered shell, so the first tap opens it without any
 * framework code. The small client part loads the chat itself (state machine, live panel,
 * toaster) when the panel opens or the browser is idle. Icons and shell are server-rendered
 * and cost no JavaScript.
 */
export function ChatWidget() {
  const { launcher } = chatContent;
  return (
    <ChatLauncher
      openLabel={launcher.open}
      closeLabel={launcher.close}
      openIcon={<MessageCircle aria-hidden="true" className="size-6" strokeWidth={2} />}
      closeIcon={<X aria-hidden="true" className="size-6" strokeWidth={2} />}
      fallbackHref={launcher.href}
      shell={<ChatShell />}
    />
  );
}
