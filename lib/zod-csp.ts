/**
 * What `import { z } from 'zod'` resolves to in the BROWSER build (aliased in next.config.mjs).
 * Zod's JIT probes `new Function('')`; under the site's Content-Security-Policy (no
 * 'unsafe-eval') the browser reports that probe as a violation even though zod catches it.
 * `jitless` skips the probe and parses without generated code: same results, and the speed
 * difference does not matter for a form or the chat. Server code keeps the plain package.
 *
 * Zod keeps its config on `globalThis.__zod_globalConfig` and reads `jitless` at the first
 * parse, so setting the flag here is enough. Do not call `z.config()` on the namespace: using
 * the namespace as a value stops the bundler from tree-shaking zod (+60 KB gzipped).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export * from 'zod/v4';
export { default } from 'zod/v4';
