import net from 'node:net';
import { expect, test } from '@playwright/test';
import redirects from '../content/redirects.json';
import { builtPagePaths } from './helpers/out-files';

/** GET with the path sent byte for byte (fetch and Playwright would normalise it). */
async function rawGet(baseURL: string, rawPath: string) {
  const { hostname, port } = new URL(baseURL);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let data = '';
    // The status line and headers are all we read: done at the blank line that ends them,
    // rather than when the server closes (wrangler keeps the socket open ~10 s).
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(data);
      }
    });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  });
  const [statusLine, ...lines] = text.split('\r\n\r\n')[0]!.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers };
}

// The preview is the Worker on Cloudflare's own runtime (wrangler dev, scripts/preview/serve.ts): these
// check that what production will do is what the other specs run against.

test.describe('static host runtime', () => {
  test('clean URLs: a page answers at its path, its .html twin redirects there for good', async ({
    request,
  }) => {
    const route = builtPagePaths().find((r) => r !== '/')!;
    expect((await request.get(route, { maxRedirects: 0 })).status()).toBe(200);
    const twin = await request.get(`${route}.html`, { maxRedirects: 0 });
    expect([301, 308]).toContain(twin.status());
    expect(twin.headers()['location']).toBe(route);
  });

  test('_redirects: every moved page answers 301 to its new address', async ({ request }) => {
    for (const { from, to } of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });

  // Paths an attacker sends: each gets a 4xx, without a crash, an injected header or a redirect
  // to another origin. The host's asset server would answer `//` paths with a page (it collapses
  // the slashes); the Worker answers them 400 (worker/src/app.ts).
  const hostilePaths = [
    '//',
    '//about',
    '/%2Fevil.example/',
    '//evil.example/',
    '/%0d%0aX:1/',
    '/%5Cevil',
    '/_worker.js',
    '/_routes.json',
  ];
  for (const hostile of hostilePaths) {
    test(`${hostile} gets a 4xx`, async ({ baseURL }) => {
      const { status, headers } = await rawGet(baseURL!, hostile);
      expect(status, hostile).toBeGreaterThanOrEqual(400);
      expect(status, hostile).toBeLessThan(500);
      expect(headers.x, 'no injected header').toBeUndefined();
      expect(headers.location, 'no redirect').toBeUndefined();
      expect((await rawGet(baseURL!, '/')).status, 'still serving').toBe(200);
    });
  }
});
