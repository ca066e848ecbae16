// @ts-check
// The post-export step's public face for tests and tools (e2e/, the bench): what they may
// import from scripts/postexport. Everything else there is the step's internals.
export { attr, elementsOf } from './html.mjs';
export {
  cspInlineScripts,
  executableScripts,
  islandScripts,
  linksOf,
  pageAssets,
  scriptsOf,
} from './html-scripts.mjs';
export { gzipSize, pageWeight } from './page-weight.mjs';
export { sha256Source } from './security-headers.mjs';
export { exportedPages, routeOfFile, rscPayloadFiles, SPECULATION_RULES_TAG } from './pages.mjs';
