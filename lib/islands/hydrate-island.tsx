import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * What every island module runs (the post-export step generates one module per island around
 * this call): React DOM hydrates the island's root with the props the server rendered it with.
 * Any hydration mismatch is reported on the console, where the end-to-end tests fail on it
 * (docs/islands.md#hydration-must-match). Hydrating in a transition lets React yield to the
 * browser every few milliseconds instead of holding the main thread for the whole island, and a
 * tap that comes meanwhile still finishes the hydration first (docs/islands.md#hydration-in-slices).
 */
export function hydrateIsland<P extends object>(
  root: Element,
  Component: ComponentType<P>,
  props: P,
) {
  startTransition(() => {
    hydrateRoot(root, <Component {...props} />, {
      onRecoverableError(error, info) {
        console.error(
          `island ${root.getAttribute('data-island')}: hydration error`,
          error,
          info.componentStack ?? '',
        );
      },
    });
  });
}
