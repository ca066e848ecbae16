import { degradePopoverLinks, listenPopoverLinks, upgradePopoverLinks } from './popover-links';
import { listenFilter, upgradeFilterButtons } from './filter';
import { holdUntilHydrated } from './hold';
import {
  createHydration,
  islandFiles,
  preloadModule,
  readIslandModules,
  type IslandModule,
} from './hydrate';
import { onFirstIntent, whenSettled } from './intent';
import { fillLeadSourceFields } from '@/lib/mail-list/lead-source-fields';

/**
 * Page-load jobs: what must be true of the page as soon as scripts run, before any island
 * hydrates (controls whose role differs with and without JavaScript, ...). They run once, in
 * order, as the loader starts. Add a job here.
 */
function runPageLoadJobs() {
  upgradePopoverLinks();
  upgradeFilterButtons();
  // Here, not in an island: a native post after a failed runtime still carries the visit's
  // source (docs/lead-capture.md#hidden-source-fields).
  fillLeadSourceFields(document);
}

/**
 * The inline loader of an island page (docs/islands.md#the-loader): runs the page-load jobs,
 * answers the visitor until the islands have hydrated, and hydrates them on the first intent
 * (at once when the URL carries state), having preloaded their modules once the page settled.
 */
export function startLoader(
  options: { importModule?: (url: string) => Promise<IslandModule> } = {},
) {
  runPageLoadJobs();
  const modules = readIslandModules();
  const hydration = createHydration({ modules, onFailure: degradePopoverLinks, ...options });
  const start = () => hydration.start();
  listenPopoverLinks(start);
  holdUntilHydrated(start);
  listenFilter(start);
  onFirstIntent(start);
  if (location.search) start();
  whenSettled(() => {
    if (!hydration.started) islandFiles(modules).forEach(preloadModule);
  });
  return hydration;
}
