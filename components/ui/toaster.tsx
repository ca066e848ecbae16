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

/**
 * The site's one toaster: bottom-right, 4000 ms, at most 3 visible, Alt+T focuses it.
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
  if (!isOwner || !sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
      style={accessibleColors}
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
    />
  );
}
