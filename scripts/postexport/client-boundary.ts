// Proves from the repository's own source which components may run in the browser
// (docs/islands.md#what-runs-in-the-browser): every 'use client' module must be a registered
// island entry (lib/islands/registry.ts) or be reachable from one through imports, and the
// only server modules that import a 'use client' module are the places that render an island:
// they import the entry and render it through components/islands/island.tsx. Any other import
// of a 'use client' module from server code would make Next render a client component outside
// an island, which no island module would hydrate.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ISLANDS, REGISTRY_FILE } from '../../lib/islands/registry';
import { filesUnder } from '../../lib/utils/files-under';

/** Folders of the app's source (tests and build tools are not part of the page). */
export const SOURCE_DIRS = ['app', 'components', 'lib'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const ISLAND_WRAPPER = 'components/islands/island.tsx';

/** Repository-relative paths. */
const sourceFiles = (root: string, dir: string): string[] =>
  filesUnder(path.join(root, dir))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((rel) => EXTENSIONS.some((ext) => rel.endsWith(ext)))
    .filter((rel) => !/\.(test|spec)\.[jt]sx?$/.test(rel));

/** A module's syntax tree, parsed as its extension says (JSX only in .tsx and .jsx). */
const parse = (text: string, file: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/**
 * A module whose directive prologue (the string statements before any other code; comments may
 * precede them) holds 'use client'. `module`: its text (read as .tsx) or its syntax tree.
 */
export function isClientSource(module: string | ts.SourceFile) {
  const source = typeof module === 'string' ? parse(module, 'module.tsx') : module;
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === 'use client') return true;
  }
  return false;
}

/**
 * An import the compiler drops: `import type`, or only `type` names between the braces (the
 * compilers Next and esbuild use elide it; an empty `import {} from` stays as a side effect).
 */
function isTypeOnlyImport(node: ts.ImportDeclaration) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * The modules a source file imports at run time (type-only imports left out), read with the
 * TypeScript parser: static imports and re-exports in order, then each dynamic import() with a
 * literal specifier. Comments and strings that merely look like imports are not imports.
 * `module`: its text (read as .tsx) or its syntax tree.
 */
export function importSpecifiers(module: string | ts.SourceFile) {
  const source = typeof module === 'string' ? parse(module, 'module.tsx') : module;
  const statics: string[] = [];
  const dynamics: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (ts.isImportDeclaration(statement) && !isTypeOnlyImport(statement))
      statics.push(specifier.text);
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) statics.push(specifier.text);
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      dynamics.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...statics, ...dynamics];
}

/** A specifier resolved to a repository-relative source file, or null (packages, assets). */
function resolve(root: string, from: string, specifier: string) {
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
 * `root` is the repository.
 */
export function clientBoundaryProblems(root: string): string[] {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir));
  const modules = new Map<string, { client: boolean; imports: string[] }>();
  for (const file of files) {
    const source = parse(fs.readFileSync(path.join(root, file), 'utf8'), file);
    const imports = importSpecifiers(source)
      .map((specifier) => resolve(root, file, specifier))
      .filter((resolved) => resolved !== null);
    modules.set(file, { client: isClientSource(source), imports });
  }
  const problems: string[] = [];
  const entries = new Set<string>(Object.values(ISLANDS).map((island) => island.entry));
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
