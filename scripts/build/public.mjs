// @ts-check
// The build pipeline's public face for tests and tools (e2e/, the bench): what they may import
// from scripts/build. Everything else there is the pipeline's internals.
export { elementsOf } from './html.mjs';
export {
  attr,
  cspInlineScripts,
  deferredFlight,
  deferredScripts,
  executableScripts,
  pageAssets,
  scriptsOf,
} from './html-scripts.mjs';
export { pageWeight } from './page-weight.mjs';
export { sha256Source } from './security-headers.mjs';
export { exportedPages, rscPayloadFiles, SPECULATION_RULES_TAG } from './zero-js.mjs';
/** @typedef {import('./zero-js.mjs').IslandManifest} IslandManifest */
