import type { ExternalToast } from 'sonner';

/**
 * The site's toasts, with sonner (~9 KB gzipped) loaded when the first toast shows rather than
 * with every island page. Same calls as sonner's `toast`; the toaster (AppToaster) renders
 * once the library is here, and sonner replays toasts made before it mounted.
 */
type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** For useSyncExternalStore: sonner once loaded, else null. */
export const sonnerStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => loaded,
};

/**
 * Starts loading sonner while a request is in flight, so the toast that answers it shows as
 * soon as the response does, not one library download later (slow networks).
 */
export function preloadToasts() {
  void loadSonner().catch(() => undefined);
}

function show(call: (sonner: Sonner) => void) {
  // A toast that cannot load (offline) is lost; the form or chat already shows its state.
  void loadSonner().then(call, () => undefined);
}

export const toast = Object.assign(
  (title: string, options?: ExternalToast) => show((s) => s.toast(title, options)),
  {
    success: (title: string, options?: ExternalToast) =>
      show((s) => s.toast.success(title, options)),
    error: (title: string, options?: ExternalToast) => show((s) => s.toast.error(title, options)),
  },
);
