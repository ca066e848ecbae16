// @ts-check
// Proves which islands each exported page renders, from two independent sources that must agree:
// - the app's declaration: the `data-island="<name>"` markers in the page's HTML, each name
//   listed in lib/islands/registry.mjs with its 'use client' entry modules;
// - what Next emitted: the client references the page's RSC payload renders
//   (scripts/build/flight.mjs), resolved to source files through the build's client-reference
//   manifests (.next/server/app/**/*_client-reference-manifest.js).
// Any disagreement, unknown entry, unreadable payload or unrecognised inline script throws an
// IslandProofError naming the page and the reason: the build fails rather than strip a page on
// doubt (docs/zero-js-and-islands.md#islands-are-declared-never-guessed).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { ISLAND_ATTR } from '../../lib/islands/handoff.mjs';
import {
  APP_INLINE_SCRIPTS,
  ISLANDS,
  islandOfEntry,
  REGISTRY_FILE,
} from '../../lib/islands/registry.mjs';

export { APP_INLINE_SCRIPTS };
import {
  FLIGHT_INIT,
  FLIGHT_PUSH,
  FlightFormatError,
  flightFromScripts,
  parseFlightRows,
  renderedClientReferences,
} from './flight.mjs';
import { elementsOf } from './html.mjs';
import { DATA_TYPES } from './html-scripts.mjs';

export class IslandProofError extends Error {
  /** @param {string} route @param {string} reason */
  constructor(route, reason) {
    super(`islands: ${route}: ${reason}`);
    this.route = route;
    this.reason = reason;
  }
}

/** Next's own client code (router, boundaries, metadata): needed only to hydrate, never to see. */
const FRAMEWORK = /^node_modules\/next\/dist\//;

/**
 * Client components from libraries that are marked 'use client' but only render markup, which
 * the exported HTML already contains. A page that renders only these needs no JavaScript.
 * Add a library here only when its components have no event handlers or effects.
 */
export const RENDER_ONLY_CLIENT_MODULES = [
  // lucide-react 1.x marks its Icon base 'use client' for an optional context provider; the SVG
  // is complete in the server HTML.
  /^node_modules\/lucide-react\//,
];

/**
 * 'framework' | 'render-only' | 'island' for a client module's source path.
 * @param {string} source
 */
export function classifyClientModule(source) {
  if (FRAMEWORK.test(source)) return 'framework';
  if (RENDER_ONLY_CLIENT_MODULES.some((re) => re.test(source))) return 'render-only';
  return 'island';
}

/**
 * @param {string} dir
 * @param {(name: string) => boolean} match
 * @returns {string[]}
 */
function walk(dir, match) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, match);
    return match(entry.name) ? [full] : [];
  });
}

/** Turbopack names app modules `[project]/<path> [app-client] (ecmascript)`. */
const MANIFEST_KEY = /^\[project\]\/(\S+)(?:\s.*)?$/;

/**
 * Map<moduleId, sourcePath> of every client module the build knows, read from the
 * client-reference manifests Next writes next to each route in .next/server/app. Throws when
 * there are none or one has a shape this reader does not know.
 * @returns {Map<string, string>}
 */
export function loadClientModules(nextDir = path.join(process.cwd(), '.next')) {
  /** @type {Map<string, string>} */
  const modules = new Map();
  const files = walk(path.join(nextDir, 'server', 'app'), (name) =>
    name.endsWith('_client-reference-manifest.js'),
  );
  if (!files.length)
    throw new Error(`islands: no client-reference manifests under ${nextDir}/server/app`);
  for (const file of files) {
    /** @type {{__RSC_MANIFEST?: Record<string, {clientModules?: Record<string, {id: unknown}>}>}} */
    const sandbox = {};
    vm.runInNewContext(
      fs.readFileSync(file, 'utf8'),
      Object.assign(sandbox, { globalThis: sandbox }),
    );
    const manifests = Object.values(sandbox.__RSC_MANIFEST ?? {});
    if (!manifests.length) throw new Error(`islands: ${file} defines no __RSC_MANIFEST`);
    for (const manifest of manifests) {
      for (const [key, entry] of Object.entries(manifest.clientModules ?? {})) {
        const source = MANIFEST_KEY.exec(key)?.[1];
        if (!source)
          throw new Error(`islands: ${file}: a client module key of unknown form: ${key}`);
        modules.set(String(entry.id), source);
      }
    }
  }
  return modules;
}

/** Turbopack's inline chunk registration: `(globalThis["TURBOPACK"] || ...).push(<JSON>)`. */
export const TURBOPACK_PUSH =
  /^\s*\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\)\s*;?\s*$/;

/**
 * What an inline script of an exported page is: 'flight' (the RSC payload or its bootstrap),
 * 'turbopack' (chunk registration), 'app' (one of APP_INLINE_SCRIPTS), or null.
 * @param {string} content
 * @returns {'flight' | 'turbopack' | 'app' | null}
 */
export function inlineScriptKind(content) {
  if (FLIGHT_INIT.test(content) || FLIGHT_PUSH.test(content)) return 'flight';
  if (TURBOPACK_PUSH.test(content)) return 'turbopack';
  if (APP_INLINE_SCRIPTS.has(content)) return 'app';
  return null;
}

/**
 * @typedef {object} PageIslands
 * @property {string[]} islands island names, sorted (from the markers, proven by the payload)
 * @property {string[]} entries the island entry modules the payload renders, sorted
 */

/**
 * The islands a page renders, proven from its markers and its payload; throws IslandProofError.
 * @param {string} route the page's path, for messages
 * @param {string} html the page as Next exported it
 * @param {Map<string, string>} clientModules from loadClientModules()
 * @returns {PageIslands}
 */
export function islandsOfPage(route, html, clientModules) {
  const fail = (/** @type {string} */ reason) => new IslandProofError(route, reason);
  const elements = elementsOf(html);
  /** @type {Set<string>} */
  const markers = new Set();
  for (const element of elements) {
    const name = element.attrs[ISLAND_ATTR];
    if (name === undefined) continue;
    if (!Object.hasOwn(ISLANDS, name))
      throw fail(`${ISLAND_ATTR}="${name}" is not an island listed in ${REGISTRY_FILE}`);
    markers.add(name);
  }

  const inline = elements.filter(
    (e) => e.name === 'script' && !e.attrs.src && isExecutableType(e.attrs),
  );
  for (const script of inline)
    if (!inlineScriptKind(script.text))
      throw fail(`an inline script the build does not recognise: ${script.raw.slice(0, 100)}`);
  const runsNext = elements.some(
    (e) => e.name === 'script' && (e.attrs.src ?? '').startsWith('/_next/'),
  );

  let stream;
  /** @type {import('./flight.mjs').ClientReference[]} */
  let refs;
  try {
    stream = flightFromScripts(inline.map((script) => script.text));
    if (!stream && runsNext) throw new FlightFormatError("Next's runtime without an RSC payload");
    const isFramework = (/** @type {string} */ id) =>
      classifyClientModule(clientModules.get(id) ?? '') === 'framework';
    refs = renderedClientReferences(parseFlightRows(stream), isFramework);
  } catch (error) {
    if (error instanceof FlightFormatError) throw fail(`its RSC payload: ${error.message}`);
    throw error;
  }

  /** @type {Map<string, Set<string>>} island name -> entries rendered */
  const rendered = new Map();
  for (const { moduleId, exportName } of refs) {
    const source = clientModules.get(moduleId);
    if (!source)
      throw fail(`client reference ${moduleId} (${exportName}) is in no client-reference manifest`);
    if (classifyClientModule(source) !== 'island') continue;
    const island = islandOfEntry(source);
    if (!island)
      throw fail(
        `it renders the client component ${exportName} from ${source}, which no island lists: ` +
          `add it to an island in ${REGISTRY_FILE} (and give its root ${ISLAND_ATTR}="<name>")`,
      );
    rendered.set(island, (rendered.get(island) ?? new Set()).add(source));
  }

  for (const island of rendered.keys())
    if (!markers.has(island))
      throw fail(
        `it renders island "${island}" (${[...(rendered.get(island) ?? [])].join(', ')}) ` +
          `but its HTML has no ${ISLAND_ATTR}="${island}" marker (${REGISTRY_FILE})`,
      );
  for (const island of markers)
    if (!rendered.has(island))
      throw fail(
        `its HTML marks ${ISLAND_ATTR}="${island}" but the RSC payload renders none of its ` +
          `entries (${(ISLANDS[island] ?? []).join(', ')}; ${REGISTRY_FILE})`,
      );

  return {
    islands: [...markers].sort(),
    entries: [...rendered.values()].flatMap((set) => [...set]).sort(),
  };
}

/** @param {Record<string, string>} attrs */
function isExecutableType(attrs) {
  return !DATA_TYPES.has((attrs.type ?? '').toLowerCase()) && !('nomodule' in attrs);
}
