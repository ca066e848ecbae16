// The island contract: the names the server HTML, the post-export step, the inline loader and
// the islands agree on (docs/islands.md#the-island-contract). Constants only, so an island's
// module can import them without carrying any of the loader.

/** On an island's root element: the island's name, as listed in lib/islands/registry.ts. */
export const ISLAND_ATTR = 'data-island';
/** On an island's root element: the island's props as JSON, for hydrateRoot. */
export const ISLAND_PROPS_ATTR = 'data-island-props';
/** Id of the JSON block (island pages only) naming each island's module and its chunks. */
export const ISLAND_MODULES_ID = 'island-modules';
/** Where the post-export step writes the island modules (site path). */
export const ISLANDS_PATH = '/islands';
/**
 * Set on an island's root once its component has hydrated and taken over what the visitor typed
 * before it did (components/islands/use-island-handoff.ts): what tests and the bench wait for.
 */
export const HYDRATED_ATTR = 'data-hydrated';
/**
 * On a link that stands in for a popover's opener (the chat launcher's link to /contact): the
 * popover's id. The link shows without scripting or when the islands failed to load
 * (ISLANDS_FAILED_ATTR); otherwise a `popovertarget` button beside it opens the popover.
 */
export const FALLBACK_LINK_ATTR = 'data-fallback-for';
/** Set on <html> by the loader when an island module could not be loaded or hydrated. */
export const ISLANDS_FAILED_ATTR = 'data-islands-failed';

/** On what shows only while the blog's list is not filtered (its pagination), naming the list. */
export const UNFILTERED_ATTR = 'data-filter-unfiltered';

/**
 * How long after the load event the loader waits at most for the browser to be idle before it
 * hydrates the islands (requestIdleCallback's timeout).
 */
export const IDLE_TIMEOUT_MS = 500;
