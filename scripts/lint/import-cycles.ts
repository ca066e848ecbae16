// Import cycles as an ESLint rule, so `eslint .` fails on them wherever lint runs.
// eslint-plugin-import's no-cycle skips `import type`, yet a type imported back up is exactly
// how cycles start here (lib/routes.ts <-> lib/content/blog.ts did), so the graph is built with
// the TypeScript API from every import, export-from and dynamic import, type-only ones included.
import fs from 'node:fs';
import path from 'node:path';
import type { ESLint, Rule } from 'eslint';
import ts from 'typescript';
import { filesUnder } from '../../lib/utils/files-under';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', '.next', 'out', 'coverage', 'test-results', '.git']);

const sourceFiles = (dir: string) =>
  filesUnder(dir, { skip: (name) => SKIP_DIRS.has(name) || name.startsWith('.') }).filter((file) =>
    SOURCE.test(file),
  );

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  if (!fs.existsSync(configPath))
    return { allowJs: true, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** A hand-written declaration beside a .mjs module stands for that module. */
function moduleOf(file: string) {
  const js = file.replace(/\.d\.(m?)ts$/, '.$1js');
  return js !== file && fs.existsSync(js) ? js : file;
}

type Edge = { specifier: string; target: string };
/** Project files each file imports: { file: [{ specifier, target }] }. */
type Graph = Map<string, Edge[]>;

export function importGraph(root: string): Graph {
  const options = compilerOptions(root);
  const graph: Graph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const edges: Edge[] = [];
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = moduleOf(path.resolve(resolved.resolvedFileName));
      if (target.startsWith(root + path.sep) && target !== file) edges.push({ specifier, target });
    }
    graph.set(moduleOf(file), edges);
  }
  return graph;
}

/** Strongly connected groups of more than one file (Tarjan): every file in one reaches the others. */
export function importCycles(graph: Graph) {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/** The shortest way from `from` to `to` through the files of one group, both ends included. */
function pathWithin(graph: Graph, group: string[], from: string, to: string) {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift()!;
    if (file === to) break;
    for (const { target } of graph.get(file) ?? []) {
      if (group.includes(target) && !previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  const steps: string[] = [];
  for (let at: string | null | undefined = to; at; at = previous.get(at)) steps.unshift(at);
  return steps;
}

let cached: { root: string; graph: Graph; groupOf: Map<string, string[]> } | undefined;
function cyclesOf(root: string) {
  if (cached?.root !== root) {
    const graph = importGraph(root);
    const groupOf = new Map<string, string[]>();
    for (const group of importCycles(graph)) for (const file of group) groupOf.set(file, group);
    cached = { root, graph, groupOf };
  }
  return cached;
}

/** ESLint rule: reports each import that closes a loop back to the file it stands in. */
export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles, type-only imports included' },
    messages: { cycle: 'Import cycle: {{loop}}. Move what both sides need below them.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = moduleOf(context.filename);
    const { graph, groupOf } = cyclesOf(root);
    const group = groupOf.get(file);
    if (!group) return {};
    const inCycle = new Map(
      (graph.get(file) ?? [])
        .filter(({ target }) => group.includes(target))
        .map(({ specifier, target }) => [specifier, target]),
    );
    const check = (node: Rule.Node) => {
      const source = 'source' in node ? node.source : null;
      const target =
        source && 'value' in source && typeof source.value === 'string'
          ? inCycle.get(source.value)
          : undefined;
      if (!target) return;
      const loop = [file, ...pathWithin(graph, group, target, file)].map((f) =>
        path.relative(root, f),
      );
      context.report({ node, messageId: 'cycle', data: { loop: loop.join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const plugin: ESLint.Plugin = { rules: { 'no-import-cycle': noImportCycle } };
export default plugin;
