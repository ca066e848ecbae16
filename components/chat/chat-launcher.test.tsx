/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { chatContent } from '@/lib/chat/content';

jest.mock('@/lib/mail-list/client', () => ({
  ...jest.requireActual('@/lib/mail-list/client'),
  sendChatConsultation: jest.fn(),
}));

function renderLauncher() {
  return render(
    <main>
      <ChatLauncher openLabel="Chat with us" closeLabel="Close chat" fallbackHref="/contact" />
    </main>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
});

describe('ChatLauncher', () => {
  it('in the server HTML: a popovertarget button that opens the panel with no script, and the link to the contact page that stands in for it', () => {
    const html = renderToString(
      <ChatLauncher openLabel="Chat with us" closeLabel="Close chat" fallbackHref="/contact" />,
    );
    expect(html).toMatch(/<a [^>]*href="\/contact" data-fallback-for="chat-panel"/);
    expect(html).toMatch(/<button type="button" popovertarget="chat-panel"/i);
    // Left to the platform, which follows the popover, until React is live.
    expect(html).not.toMatch(/aria-expanded/);
    expect(html).toMatch(/popover="manual"/);

    renderLauncher();
    const button = screen.getByRole('button', { name: 'Chat with us' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-controls', 'chat-panel');
    // The panel holds the shell (its composer reads the chat's idle placeholder) until the chat
    // has loaded.
    expect(screen.getByPlaceholderText(chatContent.panel.placeholders.idle)).toBeInTheDocument();
  });

  it('warms the chat chunk when the browser is idle, without opening it', async () => {
    const idle = jest.fn<number, [IdleRequestCallback]>(() => 7);
    window.requestIdleCallback = idle;
    window.cancelIdleCallback = jest.fn();
    const { unmount } = renderLauncher();
    expect(idle).toHaveBeenCalledTimes(1);
    await act(async () => {
      idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 50 });
    });
    expect(await screen.findByRole('dialog', { hidden: true })).not.toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('opens the panel on click with focus in the input, and Escape returns focus', async () => {
    jest.useFakeTimers();
    renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    const dialog = screen.getByRole('dialog', { name: 'Arcforge assistant' });
    expect(dialog).toHaveAttribute('id', 'chat-panel');
    expect(dialog).toHaveAttribute('data-open');
    expect(dialog).not.toHaveAttribute('aria-modal');
    const button = screen.getByRole('button', { name: 'Close chat', expanded: true });
    expect(button).toHaveAttribute('aria-controls', 'chat-panel');
    expect(input).toHaveFocus();

    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText(/Ask me about our services/)).toBeInTheDocument();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(dialog).not.toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByText(/Ask me about our services/)).toBeInTheDocument();
    expect(screen.getAllByText(/Ask me about our services/)).toHaveLength(1);
  });

  it('closes from the panel close button and toggles from the launcher', async () => {
    renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.click(screen.getByRole('button', { name: 'Close chat', expanded: true }));
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('data-open');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const dialog = await screen.findByRole('dialog');
    const close = dialog.querySelector('button[aria-label="Close chat"]') as HTMLButtonElement;
    fireEvent.click(close);
    expect(dialog).not.toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });
});
