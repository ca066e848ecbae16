import { ChatLauncher } from '@/components/chat/chat-launcher';
import { Island } from '@/components/islands/island';
import { chatContent } from '@/lib/chat/content';
import { checkChatContent } from '@/lib/chat/content-schema';

/**
 * The chat on the home page: a launcher (a link to the contact page in the HTML) and its
 * panel, a popover holding the rendered shell, so the first tap opens it before any framework
 * code has run. The island loads the chat itself (state machine, live panel, toaster) when the
 * panel opens or the browser is idle.
 */
export function ChatWidget() {
  // The chat's copy reaches the browser unvalidated: a malformed file fails the build here.
  checkChatContent();
  const { launcher } = chatContent;
  return (
    <Island
      name="chat"
      component={ChatLauncher}
      props={{ openLabel: launcher.open, closeLabel: launcher.close, fallbackHref: launcher.href }}
    />
  );
}
