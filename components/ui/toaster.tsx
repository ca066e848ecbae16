'use client';

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { sonnerStore } from '@/components/ui/toast';

/** The instance that renders; the others stay empty (one toaster for the whole site). */
let owner: symbol | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Sonner's rich colours put green and red text on pale backgrounds below 4.5:1 (about 4.1 and
 * 4.4): darker text keeps every toast at WCAG AA (7:1 and more).
 */
const accessibleColors = {
  '--success-bg': '#ecfdf5',
  '--success-border': '#a7f3d0',
  '--success-text': '#065f46',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e40af',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#92400e',
} as CSSProperties;

/** Sonner's hotkey: every key in the list pressed at once (Alt+T). */
const HOTKEY = ['altKey', 'KeyT'];
const HOTKEY_EVENT: KeyboardEventInit = { altKey: true, code: 'KeyT', key: 't' };

/**
 * F8 focuses the notifications as Alt+T does. Sonner takes one hotkey whose keys must all be
 * pressed together, so a second one cannot go in its list: F8 replays sonner's own hotkey,
 * which expands the stack and moves focus exactly as Alt+T does (docs/accessibility.md#notifications).
 */
function useF8Hotkey(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      event.preventDefault();
      document.dispatchEvent(new KeyboardEvent('keydown', HOTKEY_EVENT));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}

/**
 * Where the toasts live: a popover of their own at the end of <body>, never inside the island
 * that happens to own the toaster. The chat's island sits inside the chat panel, which is
 * display:none while closed, so a toaster rendered there would hide every toast of the page
 * (a newsletter failure, or the chat's own answer after the panel closed). In the top layer the
 * toasts also stay above the open chat panel: each time another popover opens, this one is
 * shown again, which puts it back on top (docs/accessibility.md#notifications).
 */
function ToastLayer({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    // Without the Popover API the host is an ordinary block (the attribute does nothing).
    if (!element || typeof element.showPopover !== 'function') return;
    const raise = () => {
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    };
    raise();
    const onToggle = (event: Event) => {
      if (event.target !== element && (event as ToggleEvent).newState === 'open') raise();
    };
    // toggle does not bubble: listen in the capture phase to hear every popover of the page.
    document.addEventListener('toggle', onToggle, true);
    return () => {
      document.removeEventListener('toggle', onToggle, true);
      if (element.matches(':popover-open')) element.hidePopover();
    };
  }, []);
  return createPortal(
    <div
      ref={host}
      popover="manual"
      className="m-0 size-0 overflow-visible border-0 bg-transparent p-0"
    >
      {children}
    </div>,
    document.body,
  );
}

/**
 * The site's one toaster: bottom-right, 4000 ms, at most 3 visible, Alt+T and F8 focus it.
 * Every island that toasts (forms, chat) renders <AppToaster />; only the first mounted
 * instance shows, so a page with two islands still has a single toaster. It renders once the
 * first toast has loaded sonner (components/ui/toast.ts).
 */
export function AppToaster() {
  const [id] = useState(() => Symbol('toaster'));
  useEffect(() => {
    if (owner === null) {
      owner = id;
      emit();
    }
    return () => {
      if (owner === id) {
        owner = null;
        emit();
      }
    };
  }, [id]);
  const isOwner = useSyncExternalStore(
    subscribe,
    () => owner === id,
    () => false,
  );
  const sonner = useSyncExternalStore(sonnerStore.subscribe, sonnerStore.get, () => null);
  useF8Hotkey(isOwner && sonner !== null);
  if (!isOwner || !sonner) return null;
  const { Toaster } = sonner;
  return (
    <ToastLayer>
      <Toaster
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        hotkey={HOTKEY}
        closeButton
        richColors
        style={accessibleColors}
        toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
      />
    </ToastLayer>
  );
}
