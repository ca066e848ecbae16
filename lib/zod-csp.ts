/**
 * What `import { z } from 'zod'` resolves to in the BROWSER build (aliased in next.config.mjs).
 * Zod's JIT probes `new Function('')`; under the site's Content-Security-Policy (no
 * 'unsafe-eval') the browser reports that probe as a violation even though zod catches it.
 * `jitless` skips the probe and parses without generated code: same results, and the speed
 * difference does not matter for a form or the chat. Server code keeps the plain package.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
