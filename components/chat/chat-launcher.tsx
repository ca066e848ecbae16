'use client';

import { MessageCircle, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatIslandProps } from '@/components/chat/chat-island';
import { CHAT_IDS } from '@/components/chat/chat-ids';
import { ChatShell } from '@/components/chat/chat-shell';
import { FALLBACK_LINK_ATTR } from '@/lib/islands/contract';

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
 * How long ago the panel was shown, read from the shell's greeting animation (it starts when the
 * popover shows): the platform may have opened the panel before React was live. 0 when the live
 * chat has replaced the shell.
 */
function msSinceShellShown(panel: HTMLElement): number {
  const time = panel.querySelector('.greeting-wait')?.getAnimations?.()[0]?.currentTime;
  return typeof time === 'number' ? time : 0;
}

const launcherClasses =
  'keep-palette floating-button chat-launcher right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-accent-400 text-ink-950 ring-1 ring-ink-950/10 shadow-[0_12px_32px_-8px_rgb(35_40_103/0.55)] transition-colors hover:bg-accent-300 focus-visible:ring-2 focus-visible:ring-ink-950 dock:right-6 dock:bottom-6 max-sm:[body:has(#chat-panel:popover-open)_&]:hidden';

/**
 * The floating chat launcher and the panel it opens (docs/islands.md#the-chat-launcher). In the
 * HTML the launcher is a `popovertarget` button and the panel a popover holding the
 * server-rendered shell, so the platform opens it at the first tap with no script at all;
 * without scripting (or when the islands failed to load) a link to the contact page shows
 * instead of the button. This component keeps the popover and React in step (the popover's
 * toggle event is the one source of `open`), loads the chat (state machine, live panel,
 * toaster) when the panel opens or the browser is idle, and lets it replace the shell.
 */
export function ChatLauncher({ openLabel, closeLabel, fallbackHref }: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [upgraded, setUpgraded] = useState(false);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [Island, setIsland] = useState<Island | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstOpenedAt = useRef<number | null>(null);
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
      if (next) {
        firstOpenedAt.current ??= Date.now() - msSinceShellShown(element);
        setOpenedAt(firstOpenedAt.current);
        load();
      }
      setOpen(next);
    },
    [load],
  );

  // The popover may already be open (the platform opened it before hydration), and the launcher
  // and the shell's close button toggle it natively: follow its toggle events.
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
      button.current?.focus({ preventScroll: true });
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

  // Where the Popover API is missing, popovertarget does nothing: React opens the panel.
  function onLauncher() {
    if (!supportsPopover(panel.current)) show(!open);
  }

  function close() {
    returnFocus.current = true;
    toggle(false);
  }

  return (
    <div ref={root}>
      {/* Shown without scripting, or when the islands failed to load (app/globals.css). */}
      <a
        href={fallbackHref}
        {...{ [FALLBACK_LINK_ATTR]: CHAT_IDS.panel }}
        className={launcherClasses}
      >
        {openIcon}
        <span className="sr-only">{openLabel}</span>
      </a>
      <button
        ref={button}
        type="button"
        popoverTarget={CHAT_IDS.panel}
        aria-haspopup="dialog"
        aria-controls={CHAT_IDS.panel}
        // Left to the platform (it follows the popover) until React follows it too.
        aria-expanded={upgraded ? open : undefined}
        onClick={onLauncher}
        className={`${launcherClasses} ${open ? 'max-sm:hidden' : ''}`}
      >
        {open ? closeIcon : openIcon}
        {/* Icon-only at every width: it floats over the page (docs/floating-chat.md). */}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
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
