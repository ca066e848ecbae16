// The post-export step's public face for tests and tools (e2e/, the bench): what they may
// import from scripts/postexport. Everything else there is the step's internals.
export { attr, elementsOf } from './html';
export {
  cspInlineScripts,
  executableScripts,
  islandScripts,
  linksOf,
  pageAssets,
  scriptsOf,
} from './html-scripts';
export { gzipSize, pageWeight } from './page-weight';
export { sha256Source } from './security-headers';
export { exportedPages, routeOfFile, rscPayloadFiles, SPECULATION_RULES_TAG } from './pages';
