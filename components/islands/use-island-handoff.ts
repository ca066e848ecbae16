'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { HYDRATED_ATTR, ISLAND_ATTR } from '@/lib/islands/contract';
import { editedControls } from '@/lib/islands/edited-controls';

/**
 * The island's side of hydration (docs/islands.md#what-the-visitor-typed-first). Once the island
 * has hydrated, `adopt` receives every value the visitor typed or chose before it did: React
 * keeps such a value in the DOM but not in its state, so a submission or a re-render would
 * lose it. After that state has rendered, the island's root (the element around `root` that
 * carries ISLAND_ATTR, components/islands/island.tsx) is marked hydrated.
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
    // One extra render, once: the island is marked hydrated when the adopted values show.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs from the DOM the visitor edited
    setAdopted(true);
  }, [root]);

  useEffect(() => {
    if (adopted) root.current?.closest(`[${ISLAND_ATTR}]`)?.setAttribute(HYDRATED_ATTR, '');
  }, [adopted, root]);
}
