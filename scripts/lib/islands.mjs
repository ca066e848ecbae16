// THE place that decides which pages keep JavaScript. Nothing here lists routes: a page keeps
// Next's runtime when, and only when, its server-rendered tree renders an island, i.e. a client
// component ('use client') that needs the browser. Which client components exist comes from the
// build's own client-reference manifests (.next/server/app/**/*_client-reference-manifest.js);
// which of them a page renders comes from the page's RSC payload (scripts/lib/flight.mjs).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { flightFromHtml, parseFlightRows, renderedClientReferences } from './flight.mjs';

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

/** 'framework' | 'render-only' | 'island' for a client module's source path. */
export function classifyClientModule(source) {
  if (FRAMEWORK.test(source)) return 'framework';
  if (RENDER_ONLY_CLIENT_MODULES.some((re) => re.test(source))) return 'render-only';
  return 'island';
}

function walk(dir, match) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, match);
    return match(entry.name) ? [full] : [];
  });
}

/**
 * Map<moduleId, sourcePath> of every client module the build knows, read from the
 * client-reference manifests Next writes next to each route in .next/server/app.
 */
export function loadClientModules(nextDir = path.join(process.cwd(), '.next')) {
  const modules = new Map();
  const files = walk(path.join(nextDir, 'server', 'app'), (name) =>
    name.endsWith('_client-reference-manifest.js'),
  );
  for (const file of files) {
    const sandbox = { globalThis: {} };
    sandbox.globalThis = sandbox;
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const [key, entry] of Object.entries(manifest.clientModules ?? {})) {
        const source = key.replace(/^\[project\]\//, '').replace(/\s.*$/, '');
        modules.set(String(entry.id), source);
      }
    }
  }
  return modules;
}

/**
 * The islands a page renders, as sorted source paths. A client reference the manifests do not
 * know counts as an island: when in doubt, a page keeps its JavaScript.
 */
export function islandsOfPage(html, clientModules) {
  const stream = flightFromHtml(html);
  if (!stream) return [];
  const isFramework = (id) =>
    classifyClientModule(clientModules.get(String(id)) ?? '') === 'framework';
  const refs = renderedClientReferences(parseFlightRows(stream), isFramework);
  const islands = new Set();
  for (const { moduleId } of refs) {
    const source = clientModules.get(String(moduleId)) ?? `unknown client module ${moduleId}`;
    if (classifyClientModule(source) === 'island') islands.add(source);
  }
  return [...islands].sort();
}
