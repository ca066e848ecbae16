// `wrangler dev` without its devtools bridge: runs wrangler.jsonc through wrangler's own
// programmatic dev server (`unstable_startWorker`, the engine behind `wrangler dev`) with the
// inspector off. Started by scripts/preview/worker.ts in a process group of its own:
//   node --import tsx scripts/preview/run-worker.ts --port P --persist-to DIR [--env-file FILE] [--assets DIR]
// (--assets: serve another exported folder than wrangler.jsonc's out/, for the benches).
// Why not the CLI: `wrangler dev` always attaches an inspector proxy that forwards every
// devtools event of the runtime (one per request and per subrequest) to the CLI, which appends
// each to a debug log file; under load that bridge, not the Worker, was the bottleneck
// (docs/measurements.md#lead-api-on-the-local-workers-runtime). Everything else is the same
// runtime: assets, D1, queues, the rate limiter and `/__scheduled` for the cron sweep.
import { parseArgs } from 'node:util';
import { unstable_startWorker } from 'wrangler';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'persist-to': { type: 'string' },
    'env-file': { type: 'string' },
    assets: { type: 'string' },
  },
});
if (!values.port || !values['persist-to'])
  throw new Error('run-worker: --port and --persist-to are required');

const worker = await unstable_startWorker({
  config: 'wrangler.jsonc',
  sendMetrics: false,
  ...(values.assets ? { assets: values.assets } : {}),
  envFiles: values['env-file'] ? [values['env-file']] : [],
  dev: {
    // Offline: the code and every binding run in the local simulator.
    remote: false,
    server: { hostname: '127.0.0.1', port: Number(values.port) },
    inspector: process.env.RUN_WORKER_INSPECT
      ? { port: Number(process.env.RUN_WORKER_INSPECT) }
      : false,
    persist: values['persist-to'],
    // `/__scheduled` runs the scheduled handler (wrangler dev never fires cron by itself).
    testScheduled: true,
    watch: false,
    logLevel: 'warn',
  },
});
await worker.ready;

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  worker.dispose().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);
