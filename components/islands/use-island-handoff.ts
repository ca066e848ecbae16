'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { HYDRATED_ATTR, HYDRATED_EVENT, ISLAND_ATTR } from '@/lib/islands/contract.mjs';
import { editedControls } from '@/lib/islands/edited-controls';

/**
 * The island's side of hydration on intent (docs/islands.md#the-loader). Once the island has
 * hydrated: `adopt` receives every value the visitor typed or chose before it did; after that
 * state has rendered, the island's root (the element around `root` that carries ISLAND_ATTR,
 * components/islands/island.tsx) is marked hydrated and announces it, so the page's loader
 * replays a click or a submission it held back, and the handler sees the adopted values.
 */
export function useIslandHandoff(
  root: RefObject<HTMLElement | null>,
  adopt?: (name: string, value: string) => void,
) {
  const [adopted, setAdopted] = useState(false);
  const adoptRef = useRef(adopt);

  useEffect(() => {
    if (root.current && adoptRef.current)
      for (const [name, value] of editedControls(root.current)) adoptRef.current(name, value);
    // One extra render, once: the announcement must wait until the adopted values are
    // rendered, or a replayed submission would read the state from before them.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs from the DOM the visitor edited
    setAdopted(true);
  }, [root]);

  useEffect(() => {
    const element = root.current?.closest(`[${ISLAND_ATTR}]`);
    if (!adopted || !element) return;
    element.setAttribute(HYDRATED_ATTR, '');
    element.dispatchEvent(new Event(HYDRATED_EVENT, { bubbles: true }));
  }, [adopted, root]);
}
