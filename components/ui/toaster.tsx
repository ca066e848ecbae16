'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

/** The instance that renders; the others stay empty (decisions.md 10: one toaster). */
let owner: symbol | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The site's one toaster: bottom-right, 4000 ms, at most 3 visible, Alt+T focuses it.
 * Every island that toasts (forms, chat) renders <AppToaster />; only the first mounted
 * instance shows, so a page with two islands still has a single toaster.
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
  if (!isOwner) return null;
  return (
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
    />
  );
}
