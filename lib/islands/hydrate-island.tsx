import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * What every island module runs (the post-export step generates one module per island around
 * this call): React DOM hydrates the island's root with the props the server rendered it with.
 * Any hydration mismatch is reported on the console, where the end-to-end tests fail on it
 * (docs/islands.md#hydration-must-match).
 */
export function hydrateIsland<P extends object>(
  root: Element,
  Component: ComponentType<P>,
  props: P,
) {
  hydrateRoot(root, <Component {...props} />, {
    onRecoverableError(error, info) {
      console.error(
        `island ${root.getAttribute('data-island')}: hydration error`,
        error,
        info.componentStack ?? '',
      );
    },
  });
}
