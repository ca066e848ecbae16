// Builds, in memory, what the browser runs (docs/islands.md#the-post-export-step):
// - one ES module per island of lib/islands/registry.ts, from the same source files Next
//   rendered, plus the chunks they share (React DOM), minified, production React;
// - the inline loader (lib/islands/loader/inline.ts) as one minified classic script, by the
//   same function that builds every inline script (bundleInlineScript).
// Nothing is written here: the step writes the files only once every page has passed.
import path from 'node:path';
import esbuild from 'esbuild';
import { ISLANDS_PATH } from '../../lib/islands/contract';
import { ISLANDS } from '../../lib/islands/registry';

/** What no island module may contain, and why (docs/islands.md#plain-data-in-the-browser). */
export const FORBIDDEN_IN_ISLANDS = [
  { pattern: /(^|\/)node_modules\/zod\//, reason: 'zod (validate the data at build instead)' },
  { pattern: /^lib\/islands\/loader\//, reason: "the page's loader (it is inline on the page)" },
  { pattern: /(^|\/)node_modules\/next\//, reason: "Next's client code (use the platform)" },
];

/**
 * The environment the islands read, inlined as Next inlines it into client code: production
 * React, and the NEXT_PUBLIC_* variables of the build (one not set reads as undefined).
 */
function defines() {
  const publicEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith('NEXT_PUBLIC_')),
  );
  return {
    'process.env.NODE_ENV': JSON.stringify('production'),
    'process.env': JSON.stringify(publicEnv),
  };
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read a comment): compile
 * every function of the file eagerly, on the streaming compiler's background thread.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const describe = (message: Partial<esbuild.Message>) =>
  `${message.location ? `${message.location.file}:${message.location.line}: ` : ''}${message.text}`;

export type IslandBundle = {
  /** site path -> module text (entries and shared chunks) */
  files: Map<string, string>;
  /** island name -> [its module, ...chunks it imports] */
  modules: Record<string, string[]>;
  /** one line per problem */
  problems: string[];
};

/** The island modules, as site paths under ISLANDS_PATH named by content hash; `root` is the repository. */
export async function bundleIslands(root: string): Promise<IslandBundle> {
  const entries: esbuild.Plugin = {
    name: 'island-entries',
    setup(build) {
      build.onResolve({ filter: /^island:/ }, (args) => ({
        path: args.path.slice('island:'.length),
        namespace: 'island',
      }));
      build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        const island = ISLANDS[args.path as keyof typeof ISLANDS];
        return {
          resolveDir: root,
          loader: 'ts',
          contents:
            `import { hydrateIsland } from './lib/islands/hydrate-island';\n` +
            `import { ${island.component} as Island } from './${island.entry}';\n` +
            `export const hydrate = (root: Element, props: any) => hydrateIsland(root, Island, props);\n`,
        };
      });
    },
  };
  const outDir = path.join(root, 'out');
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: Object.keys(ISLANDS).map((name) => ({ in: `island:${name}`, out: name })),
      plugins: [entries],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      jsx: 'automatic',
      define: defines(),
      legalComments: 'none',
      // Every function of an island module runs as the island hydrates, at idle after load.
      // Marked so, Chrome compiles them while the file downloads, off the main thread, instead
      // of one by one on first call inside the hydration task (docs/islands.md#compiled-while-downloading).
      banner: { js: COMPILE_HINT },
      outdir: path.join(outDir, ISLANDS_PATH),
      entryNames: '[name]-[hash]',
      chunkNames: 'shared-[hash]',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
  } catch (error) {
    const { errors } = error as Partial<esbuild.BuildFailure>;
    return {
      files: new Map(),
      modules: {},
      problems: (errors ?? [{ text: String(error) }]).map((m) => `islands: ${describe(m)}`),
    };
  }
  const sitePath = (file: string) =>
    '/' + path.relative(outDir, path.resolve(root, file)).split(path.sep).join('/');
  const files = new Map(result.outputFiles.map((file) => [sitePath(file.path), file.text]));
  const modules: Record<string, string[]> = {};
  const problems: string[] = [];
  const outputs = result.metafile.outputs;
  /** The chunks a module imports statically, transitively: what hydrating it needs. */
  const staticImports = (file: string, seen = new Set<string>()) => {
    for (const { path: imported, kind } of outputs[file]?.imports ?? [])
      if (kind === 'import-statement' && !seen.has(imported)) {
        seen.add(imported);
        staticImports(imported, seen);
      }
    return seen;
  };
  for (const [file, output] of Object.entries(outputs)) {
    const name = output.entryPoint?.startsWith('island:') && output.entryPoint.slice(7);
    if (name) modules[name] = [sitePath(file), ...[...staticImports(file)].map(sitePath)];
    for (const input of Object.keys(output.inputs))
      for (const { pattern, reason } of FORBIDDEN_IN_ISLANDS)
        if (pattern.test(input))
          problems.push(
            `islands: ${sitePath(file)} contains ${input}: no island may carry ${reason}`,
          );
  }
  return { files, modules, problems };
}

/**
 * An inline script: `entry` bundled into one minified classic script, the same text on every
 * page that carries it, so one CSP hash. The island loader is built here by the post-export
 * step; the landing-page recorder by scripts/assets/inline-scripts.ts, before `next build`.
 * `entry` is the entry module, relative to `root` (the repository).
 */
export async function bundleInlineScript(root: string, entry: string): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.trim();
}

/** The inline loader of island pages (lib/islands/loader/inline.ts). */
export const bundleLoader = (root: string) =>
  bundleInlineScript(root, 'lib/islands/loader/inline.ts');
