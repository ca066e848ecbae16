'use client';

import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
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
  );
}
