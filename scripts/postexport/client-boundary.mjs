// @ts-check
// Proves from the repository's own source which components may run in the browser
// (docs/islands.md#what-runs-in-the-browser): every 'use client' module must be a registered
// island entry (lib/islands/registry.mjs) or be reachable from one through imports, and the
// only server modules that import a 'use client' module are the places that render an island:
// they import the entry and render it through components/islands/island.tsx. Any other import
// of a 'use client' module from server code would make Next render a client component outside
// an island, which no island module would hydrate.
import fs from 'node:fs';
import path from 'node:path';
import { ISLANDS, REGISTRY_FILE } from '../../lib/islands/registry.mjs';

/** Folders of the app's source (tests and build tools are not part of the page). */
export const SOURCE_DIRS = ['app', 'components', 'lib'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const ISLAND_WRAPPER = 'components/islands/island.tsx';

/** @param {string} root @param {string} dir @returns {string[]} repository-relative paths */
function sourceFiles(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, rel);
    const isSource = EXTENSIONS.some((ext) => entry.name.endsWith(ext));
    return isSource && !/\.(test|spec)\.[jt]sx?$/.test(entry.name) ? [rel] : [];
  });
}

/** A module whose first statement is the 'use client' directive (comments may precede it). */
export const isClientSource = (/** @type {string} */ text) =>
  /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(text);

/**
 * The modules a source file imports at run time (type-only imports left out): static imports,
 * re-exports and dynamic import() with a literal specifier.
 * @param {string} text
 */
export function importSpecifiers(text) {
  /** @type {string[]} */
  const found = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of code.matchAll(
    /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/g,
  ))
    if (!match[2] && (match[1] === 'import' || match[3]))
      found.push(/** @type {string} */ (match[4]));
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push(/** @type {string} */ (match[1]));
  return found;
}

/**
 * A specifier resolved to a repository-relative source file, or null (packages, assets).
 * @param {string} root @param {string} from @param {string} specifier
 */
function resolve(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ])
    if (
      fs.existsSync(path.join(root, candidate)) &&
      fs.statSync(path.join(root, candidate)).isFile()
    )
      return candidate;
  return null;
}

/**
 * Every way the source breaks the rule, one line each ("<file>: <reason>"); [] when it holds.
 * @param {string} root the repository
 * @returns {string[]}
 */
export function clientBoundaryProblems(root) {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir));
  /** @type {Map<string, {client: boolean, imports: string[]}>} */
  const modules = new Map();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const imports = importSpecifiers(text)
      .map((specifier) => resolve(root, file, specifier))
      .filter((resolved) => resolved !== null);
    modules.set(file, { client: isClientSource(text), imports });
  }
  /** @type {string[]} */
  const problems = [];
  /** @type {Set<string>} */
  const entries = new Set(Object.values(ISLANDS).map((island) => island.entry));
  for (const [name, { entry }] of Object.entries(ISLANDS)) {
    if (!modules.get(entry)?.client)
      problems.push(
        `${REGISTRY_FILE}: island "${name}" names ${entry}, which is not a 'use client' module`,
      );
  }
  // What the islands reach: their entries and everything those import, transitively.
  const reached = new Set(entries);
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop())
    for (const imported of modules.get(file)?.imports ?? [])
      if (!reached.has(imported)) {
        reached.add(imported);
        queue.push(imported);
      }
  for (const [file, { client, imports }] of modules) {
    if (client && !reached.has(file))
      problems.push(
        `${file}: a 'use client' module no island reaches: list its island in ${REGISTRY_FILE}, ` +
          'or remove the directive if it renders only on the server',
      );
    if (client || reached.has(file)) continue;
    for (const imported of imports) {
      if (!modules.get(imported)?.client) continue;
      if (!entries.has(imported))
        problems.push(
          `${file}: imports the 'use client' module ${imported}, which is not an island entry ` +
            `(${REGISTRY_FILE}): a server module may render client code only as an island`,
        );
      else if (!imports.includes(ISLAND_WRAPPER))
        problems.push(
          `${file}: imports the island entry ${imported} but does not render it through ${ISLAND_WRAPPER}`,
        );
    }
  }
  return problems;
}
