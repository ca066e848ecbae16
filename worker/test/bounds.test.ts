/**
 * Bounds on the platform's terms (docs/mail-list-service.md#bounds): the per-client rate limit,
 * many slow requests from a few addresses while real visitors post, and the storage bound.
 */
import net from 'node:net';
import { NATIVE_POST_PAGES } from '../../lib/leads/native-post';
import { ENDPOINT, postForm, postJson, testPort, uniqueEmail, sharedTestWorker } from './support';

const PORT = testPort(30);
const worker = sharedTestWorker(PORT, { LEADS_RATE_LIMIT: 'on' });
jest.setTimeout(120_000);

it('answers the 21st post in a minute from one client with 429 and Retry-After; others still post', async () => {
  const client = { 'CF-Connecting-IP': '198.51.100.7' };
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1)
    statuses.push(
      (await postJson(worker().origin, { email: uniqueEmail('burst') }, client)).status,
    );
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
  const limited = await postJson(worker().origin, { email: uniqueEmail('burst') }, client);
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBe('60');
  const native = await postForm(
    worker().origin,
    { form: 'newsletter', email: uniqueEmail('n') },
    client,
  );
  expect(native.headers.get('location')).toBe(NATIVE_POST_PAGES.failed);
  const other = await postJson(
    worker().origin,
    { email: uniqueEmail('other') },
    {
      'CF-Connecting-IP': '198.51.100.8',
    },
  );
  expect(other.status).toBe(201);
});

/** A request that sends its head and a first byte of its body, then nothing. */
function slowRequest(address: string) {
  const socket = net.connect(PORT, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST ${ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: 5000\r\nCF-Connecting-IP: ${address}\r\n\r\n{`,
  );
  return socket;
}

it('keeps answering real visitors while a few addresses hold many slow requests open', async () => {
  // Sixteen slow requests from each of three addresses.
  const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
  const sockets = attackers.flatMap((address) =>
    Array.from({ length: 16 }, () => slowRequest(address)),
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postJson(
          worker().origin,
          { email: uniqueEmail('visitor') },
          {
            'CF-Connecting-IP': `192.0.2.${i + 1}`,
          },
        ).then((response) => response.status),
      ),
    );
    expect(answers).toEqual(Array(20).fill(201));
    expect(Date.now() - started).toBeLessThan(15_000);
    const stored = await worker().rows<{ n: number }>(
      "SELECT count(*) AS n FROM leads WHERE email LIKE 'visitor.%'",
    );
    expect(stored[0]!.n).toBe(20);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
});

it('refuses new leads with 507 once the storage bound is reached, and stores nothing more', async () => {
  // The bound's flag, as the intake sets it when a write crosses LEADS_MAX_DB_BYTES.
  await worker().rows('UPDATE housekeeping SET storage_full = 1 WHERE id = 1 RETURNING id');
  try {
    const email = uniqueEmail('full');
    const response = await postJson(
      worker().origin,
      { email },
      { 'CF-Connecting-IP': '192.0.2.200' },
    );
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: 'storage_full' });
    expect(await worker().rows('SELECT id FROM leads WHERE email = ?', email)).toEqual([]);
    // The sweep re-checks the size: far below the default bound, so new leads are taken again.
    expect(await worker().scheduled()).toBe(200);
    const again = await postJson(worker().origin, { email }, { 'CF-Connecting-IP': '192.0.2.201' });
    expect(again.status).toBe(201);
  } finally {
    await worker().rows('UPDATE housekeeping SET storage_full = 0 WHERE id = 1 RETURNING id');
  }
});
