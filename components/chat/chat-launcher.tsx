'use client';

import { MessageCircle, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { ChatIslandProps } from '@/components/chat/chat-island';
import { CHAT_IDS } from '@/components/chat/chat-ids';
import { ChatShell } from '@/components/chat/chat-shell';
import { OPENED_AT_ATTR, POPOVER_LINK_ATTR } from '@/lib/islands/contract.mjs';

type Island = ComponentType<ChatIslandProps>;

let islandPromise: Promise<Island> | null = null;

/** Loads the chat chunk once; a failed load (offline) can be retried by the next opening. */
function loadIsland(): Promise<Island> {
  islandPromise ??= import('@/components/chat/chat-island').then(
    (module) => module.ChatIsland,
    (error: unknown) => {
      islandPromise = null;
      throw error;
    },
  );
  return islandPromise;
}

export interface ChatLauncherProps {
  openLabel: string;
  closeLabel: string;
  /** Where the launcher leads without JavaScript (docs/islands.md#zero-javascript-pages). */
  fallbackHref: string;
}

const openIcon = <MessageCircle aria-hidden="true" className="size-6" strokeWidth={2} />;
const closeIcon = <X aria-hidden="true" className="size-6" strokeWidth={2} />;

const supportsPopover = (element: HTMLElement | null) =>
  typeof element?.togglePopover === 'function';

/**
 * The floating chat launcher and the panel it opens. In the HTML the launcher is a link to
 * the contact page and the panel a popover holding the server-rendered shell: once scripts run,
 * the page's loader (docs/islands.md#the-loader) opens it through the platform at the first tap,
 * before React has hydrated. This component then keeps the popover and React in step (the
 * popover's toggle event is the one source of `open`), loads the chat (state machine, live
 * panel, toaster) when the panel opens or the browser is idle, and lets it replace the shell.
 */
export function ChatLauncher({ openLabel, closeLabel, fallbackHref }: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [upgraded, setUpgraded] = useState(false);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [Island, setIsland] = useState<Island | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState('');
  const returnFocus = useRef(false);

  const load = useCallback(() => {
    loadIsland().then(
      (loaded) => {
        setTyped(
          panel.current?.querySelector<HTMLTextAreaElement>(`#${CHAT_IDS.input}`)?.value ?? '',
        );
        setIsland(() => loaded);
      },
      () => undefined,
    );
  }, []);

  const show = useCallback(
    (next: boolean) => {
      const element = panel.current;
      if (!element) return;
      if (next && !element.hasAttribute(OPENED_AT_ATTR))
        element.setAttribute(OPENED_AT_ATTR, String(Date.now()));
      if (next) {
        setOpenedAt(Number(element.getAttribute(OPENED_AT_ATTR)));
        load();
      }
      setOpen(next);
    },
    [load],
  );

  // The popover may already be open (the loader opened it before hydration), and the shell's
  // close button closes it natively: follow its toggle events.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    setUpgraded(true);
    if (!supportsPopover(element)) return;
    const sync = () => show(element.matches(':popover-open'));
    sync();
    element.addEventListener('toggle', sync);
    return () => element.removeEventListener('toggle', sync);
  }, [show]);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(load);
    return () => window.cancelIdleCallback(id);
  }, [load]);

  // Focus goes back to the launcher once it is visible again (it hides under the mobile sheet).
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      // The launcher is fixed in the viewport: focusing it must never scroll the page.
      link.current?.focus({ preventScroll: true });
    }
  }, [open]);

  // Escape closes the open chat wherever focus is: straight after opening it may still be on
  // the launcher (hidden under the phone sheet) or on the page, not yet in the panel. Read from
  // the DOM, not from `open`: the key can come before React has re-rendered the opening.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const element = panel.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !element) return;
      const popover = supportsPopover(element);
      if (!(popover ? element.matches(':popover-open') : element.hasAttribute('data-open'))) return;
      returnFocus.current = true;
      if (popover) element.togglePopover(false);
      else show(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  function toggle(next = !open) {
    const element = panel.current;
    if (supportsPopover(element)) element!.togglePopover(next);
    else show(next);
  }

  function onLauncher(event: MouseEvent | KeyboardEvent) {
    // The loader has already opened the panel for a tap that came before the chat loaded.
    if (event.defaultPrevented) return;
    event.preventDefault();
    toggle();
  }

  function close() {
    returnFocus.current = true;
    toggle(false);
  }

  return (
    <div ref={root}>
      <a
        ref={link}
        href={fallbackHref}
        {...{ [POPOVER_LINK_ATTR]: CHAT_IDS.panel }}
        role={upgraded ? 'button' : undefined}
        aria-expanded={upgraded ? open : undefined}
        aria-haspopup={upgraded ? 'dialog' : undefined}
        aria-controls={upgraded ? CHAT_IDS.panel : undefined}
        onClick={onLauncher}
        onKeyDown={(event) => {
          if (event.key === ' ') onLauncher(event);
        }}
        className={`keep-palette floating-button right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-accent-400 text-ink-950 ring-1 ring-ink-950/10 shadow-[0_12px_32px_-8px_rgb(35_40_103/0.55)] transition-colors hover:bg-accent-300 focus-visible:ring-2 focus-visible:ring-ink-950 dock:right-6 dock:bottom-6 max-sm:[body:has(#chat-panel:popover-open)_&]:hidden ${open ? 'max-sm:hidden' : ''}`}
      >
        {open ? closeIcon : openIcon}
        {/* Icon-only at every width: it floats over the page (docs/floating-chat.md). */}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </a>
      <div
        ref={panel}
        id={CHAT_IDS.panel}
        popover="manual"
        role="dialog"
        aria-labelledby={CHAT_IDS.title}
        data-open={open ? '' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
        className="fixed inset-x-0 top-auto bottom-0 z-40 m-0 hidden h-[min(500px,calc(100dvh-var(--header-height)))] w-full flex-col overflow-hidden rounded-t-2xl border-t border-ink-200 bg-surface text-ink-900 shadow-[0_24px_64px_-16px_rgb(18_20_58/0.45)] open:flex data-open:flex motion-safe:animate-rise motion-safe:[animation-duration:0.3s] sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[min(500px,calc(100dvh-11rem))] sm:w-96 sm:rounded-2xl sm:border"
      >
        {Island ? (
          <Island
            open={open}
            onClose={close}
            openedAt={openedAt}
            initialText={typed}
            rootRef={root}
          />
        ) : (
          <ChatShell />
        )}
      </div>
    </div>
  );
}
