import { FALLBACK_LINK_ATTR, ISLANDS_FAILED_ATTR } from '../contract';
import { createHydration, readIslandModules, type IslandModule } from './hydrate';
import { afterLoadWhenIdle } from './idle';
import { stampElapsedOnSubmit } from './native-post';
import { fillLeadSourceFields } from '@/lib/mail-list/lead-source-fields';

/**
 * Page-load jobs: what must be true of the page as soon as scripts run, whether or not an
 * island ever hydrates. They run once, in order, as the loader starts. Add a job here.
 */
function runPageLoadJobs() {
  // Here, not in an island: a native post after a failed runtime still carries the visit's
  // source (docs/lead-capture.md#hidden-source-fields).
  fillLeadSourceFields(document);
  stampElapsedOnSubmit();
}

/**
 * The islands did not arrive (blocked, offline, a failed deploy): the links that stand in for
 * popover openers show again (CSS, on ISLANDS_FAILED_ATTR), and a popover already open gives
 * way to the page its link leads to.
 */
function fallBackToLinks() {
  document.documentElement.setAttribute(ISLANDS_FAILED_ATTR, '');
  document.querySelectorAll<HTMLAnchorElement>(`[${FALLBACK_LINK_ATTR}]`).forEach((link) => {
    const popover = document.getElementById(link.getAttribute(FALLBACK_LINK_ATTR) ?? '');
    if (popover?.matches(':popover-open')) location.assign(link.href);
  });
}

/**
 * The inline loader of an island page (docs/islands.md#the-loader): runs the page-load jobs,
 * then hydrates every island once the page has loaded and the browser is idle.
 */
export function startLoader(
  options: { importModule?: (url: string) => Promise<IslandModule> } = {},
) {
  runPageLoadJobs();
  const hydration = createHydration({
    modules: readIslandModules(),
    onFailure: fallBackToLinks,
    ...options,
  });
  afterLoadWhenIdle(() => hydration.start());
  return hydration;
}
