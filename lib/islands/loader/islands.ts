import { HYDRATED_ATTR, HYDRATED_EVENT, ISLAND_ATTR, ISLAND_PROPS_ATTR } from '../contract.mjs';

/** The island root around `target` that has not hydrated yet, or null. */
export function pendingIsland(target: EventTarget | null): Element | null {
  return target instanceof Element
    ? target.closest(`[${ISLAND_ATTR}]:not([${HYDRATED_ATTR}])`)
    : null;
}

/** The props the server rendered an island with (JSON on its root). */
export function islandProps(root: Element): unknown {
  return JSON.parse(root.getAttribute(ISLAND_PROPS_ATTR) ?? '{}');
}

/** Calls `listener` with the root of every island that announces it has hydrated. */
export function onHydrated(listener: (root: Element) => void) {
  document.addEventListener(HYDRATED_EVENT, (event) => {
    if (event.target instanceof Element) listener(event.target);
  });
}
