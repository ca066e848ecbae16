// @ts-check
// The island contract: the names the server HTML, the post-export step, the inline loader and
// the islands agree on (docs/islands.md#the-island-contract). Constants only, so an island's
// module can import them without carrying any of the loader.

/** On an island's root element: the island's name, as listed in lib/islands/registry.mjs. */
export const ISLAND_ATTR = 'data-island';
/** On an island's root element: the island's props as JSON, for hydrateRoot. */
export const ISLAND_PROPS_ATTR = 'data-island-props';
/** Id of the JSON block (island pages only) naming each island's module and its chunks. */
export const ISLAND_MODULES_ID = 'island-modules';
/** Where the post-export step writes the island modules (site path). */
export const ISLANDS_PATH = '/islands';
/** Set on an island's root once React has hydrated it (and adopted pre-hydration input). */
export const HYDRATED_ATTR = 'data-hydrated';
/** Dispatched (bubbling) from an island's root once it has hydrated. */
export const HYDRATED_EVENT = 'island:hydrated';
/** On a link: the id of a popover the link opens once scripts run (its href is the fallback). */
export const POPOVER_LINK_ATTR = 'data-popover-link';
/** Set on such a popover at its first opening: Date.now() then, for the island's timers. */
export const OPENED_AT_ATTR = 'data-opened-at';

/**
 * The pre-hydration filter's contract (a list is the element with the id the controls name; its
 * items are the elements inside it carrying `text`):
 * - `controls`: on a search input or a category control, naming the id of the list it filters;
 * - `text`: on an item, its title and excerpt, one line each (matched as the island matches);
 * - `category`: on an item, its category name; on a category control, the one it picks;
 * - `group`: on the element around the category controls, the name of the group of buttons
 *   they become once scripts run;
 * - `empty`: on the list's no-match message (hidden in the HTML), naming the list;
 * - `unfiltered`: on what only shows while nothing is filtered (pagination), naming the list.
 */
export const FILTER_ATTRS = {
  controls: 'data-filters',
  text: 'data-filter-text',
  category: 'data-filter-category',
  group: 'data-filter-group',
  empty: 'data-filter-empty',
  unfiltered: 'data-filter-unfiltered',
};

/** How long a held submission waits for its island before the browser posts it natively. */
export const NATIVE_FALLBACK_MS = 4000;

/** How long after the load event the loader waits before it preloads the islands (at idle). */
export const PREFETCH_DELAY_MS = 1000;

/** Events that say a visitor is about to interact. */
export const INTENT_EVENTS = /** @type {const} */ ([
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
]);
