// The stylesheets libraries insert as <style> elements at run time, which the CSP must allow by
// hash (security-headers.ts). Found by running the library's module, as the island bundle
// imports it, in a DOM (jsdom) and reading the <style> elements it inserts: nothing depends on
// how the library's build happens to write its CSS (docs/host-runtime.md#styles-inserted-at-run-time).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import esbuild from 'esbuild';
import { JSDOM } from 'jsdom';

/**
 * Libraries that insert a stylesheet when loaded: `marker` is a string found in a shipped island
 * module when the library is part of it; `module` is the file the island bundle takes (its
 * package's `import` export).
 */
export const RUNTIME_STYLES = [
  { name: 'sonner', marker: 'data-sonner-toaster', module: 'node_modules/sonner/dist/index.mjs' },
];

/**
 * The text of every <style> element `file` (an ES module) inserts into the document head while it
 * loads, plus '' (the element may be attached empty and filled after: CSP checks both states).
 * Its imports resolve as node resolves them from `root`.
 * `file` is relative to `root`, the repository.
 */
export function stylesInsertedBy(root: string, file: string): string[] {
  const full = path.join(root, file);
  const { code } = esbuild.transformSync(fs.readFileSync(full, 'utf8'), {
    format: 'cjs',
    loader: 'js',
    sourcefile: file,
  });
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    runScripts: 'outside-only',
  });
  // Evaluated in the window, so `document` is the DOM's; `require` is node's, from the file.
  const load = dom.window.eval(`(function (require, module, exports) {${code}\n})`) as (
    require: NodeJS.Require,
    module: object,
    exports: object,
  ) => void;
  const commonjs = { exports: {} };
  try {
    load(createRequire(full), commonjs, commonjs.exports);
    return [
      '',
      ...[...dom.window.document.querySelectorAll('style')].map((s) => s.textContent ?? ''),
    ];
  } finally {
    dom.window.close();
  }
}

/**
 * The CSS of every library in RUNTIME_STYLES that a shipped island module carries.
 * `root` is the repository, `scripts` the island modules' source.
 */
export function runtimeStyles(
  root: string,
  scripts: string[],
  libraries: readonly { name: string; marker: string; module: string }[] = RUNTIME_STYLES,
): string[] {
  return libraries.flatMap((lib) => {
    if (!scripts.some((code) => code.includes(lib.marker))) return [];
    const css = stylesInsertedBy(root, lib.module);
    if (css.length < 2)
      throw new Error(
        `security-headers: ${lib.name} inserted no <style> when loaded (${lib.module})`,
      );
    return css;
  });
}
