import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';

/** The date wrangler.jsonc pins: the newest the pinned workerd supports is 2026-05-03. */
const COMPATIBILITY_DATE = '2026-05-01';

export interface ProbeOutcome {
  ok: boolean;
  error?: string;
}

/**
 * Bundles worker/test/delivery-probe.ts as wrangler would (esbuild, ES modules, the runtime's
 * own `cloudflare:` modules left external) and runs it on workerd through Miniflare: the real
 * runtime, its real `cloudflare:sockets` and fetch, offline.
 */
export async function startDeliveryProbe({
  trustedCertificate,
}: { trustedCertificate?: string } = {}) {
  const bundle = await build({
    entryPoints: [path.join(__dirname, 'delivery-probe.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*'],
    write: false,
    logLevel: 'silent',
  });
  const mf = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0]!.text,
    compatibilityDate: COMPATIBILITY_DATE,
    // A test's own certificate authority, so STARTTLS can be exercised against a local server.
    ...(trustedCertificate
      ? {
          outboundService: {
            network: {
              allow: ['local', 'private', 'public'],
              tlsOptions: { trustedCertificates: [trustedCertificate] },
            },
          },
        }
      : {}),
  });
  await mf.ready;
  const call = async (route: '/deliver' | '/send', body: unknown): Promise<ProbeOutcome> => {
    const response = await mf.dispatchFetch(`http://probe.local${route}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return (await response.json()) as ProbeOutcome;
  };
  return {
    deliver: (body: object) => call('/deliver', body),
    send: (body: object) => call('/send', body),
    dispose: () => mf.dispose(),
  };
}
