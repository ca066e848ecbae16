'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ChatIslandProps } from '@/components/chat/chat-island';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';

type Island = ComponentType<ChatIslandProps>;

let islandPromise: Promise<Island> | null = null;

/** Loads the chat chunk once; a failed load (offline) can be retried by the next click. */
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

interface ChatLauncherProps {
  openLabel: string;
  closeLabel: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
}

/**
 * The floating chat button. Kept tiny on purpose: the panel's code is a separate chunk,
 * fetched when the browser is idle or on the first click, and never part of first load.
 */
export function ChatLauncher({ openLabel, closeLabel, openIcon, closeIcon }: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [Island, setIsland] = useState<Island | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useIslandHandoff(button);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => void loadIsland().catch(() => undefined));
    return () => window.cancelIdleCallback(id);
  }, []);

  // Focus goes back to the launcher once it is visible again (it hides under the mobile sheet).
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [open]);

  function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    loadIsland().then(
      (loaded) => setIsland(() => loaded),
      () => setOpen(false),
    );
  }

  function close() {
    returnFocus.current = true;
    setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        data-island="chat"
        type="button"
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open && Island ? 'chat-panel' : undefined}
        className={`fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-brand-700 text-white ring-1 ring-white/20 focus-visible:ring-2 focus-visible:ring-white shadow-[0_12px_32px_-8px_rgb(35_40_103/0.55)] transition-colors hover:bg-brand-800 sm:right-6 sm:bottom-6 ${open ? 'max-sm:hidden' : 'sm:w-auto sm:px-5'}`}
      >
        {open ? closeIcon : openIcon}
        <span className={open ? 'sr-only' : 'max-sm:sr-only font-semibold'}>
          {open ? closeLabel : openLabel}
        </span>
      </button>
      {Island && <Island open={open} onClose={close} />}
    </>
  );
}
