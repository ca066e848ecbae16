import { Island } from '@/components/islands/island';
import { BackToTopButton } from '@/components/layout/back-to-top-button';
import { navLabels } from '@/lib/navigation';

/**
 * "Back to top" button: shown once the visitor has scrolled past 400 px; scrolls to the top and
 * moves keyboard focus there. Inside the floating dock: bottom left where it floats, level with
 * the chat launcher on the right and clear of the toasts; otherwise first in the dock's row.
 */
export function BackToTop() {
  return (
    <Island
      name="back-to-top"
      component={BackToTopButton}
      props={{
        className:
          'keep-palette floating-button bottom-5 left-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-brand-800 dock:bottom-7 dock:left-6',
        label: navLabels.backToTop,
      }}
    />
  );
}
