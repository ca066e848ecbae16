/**
 * One client cannot starve the others. An attacker from one address holds as many slow
 * sockets as it can (a request head trickled a line a second, each socket reopened as soon as
 * it is cut) while a real client from another address posts a lead every 250 ms on a fresh
 * connection. With the per-client cap, at least 90% of the real client's posts are answered
 * during the attack. Loopback has many addresses: the attacker uses 127.0.0.2.
 */
import http from 'node:http';
import net from 'node:net';
import { contactPayload, ENDPOINT, startService, tempDbPath, unique } from './test-support';

jest.setTimeout(60_000);

const ATTACKER_ADDRESS = '127.0.0.2';
const ATTACK_SOCKETS = 256;
const REAL_POSTS = 24;
const REAL_INTERVAL_MS = 250;

/** Keeps `count` slow sockets open from the attacker's address until stopped. */
function slowSocketAttack(port: number, count: number) {
  let running = true;
  const sockets = new Set<net.Socket>();
  const open = () => {
    if (!running) return;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER_ADDRESS });
    sockets.add(socket);
    let line = 0;
    const trickle = setInterval(() => socket.write(`X-Slow-${line++}: x\r\n`), 1_000);
    socket.on('connect', () => socket.write(`POST ${ENDPOINT} HTTP/1.1\r\nHost: x\r\n`));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      sockets.delete(socket);
      // Reopened as soon as it is cut.
      setImmediate(open);
    });
  };
  for (let i = 0; i < count; i++) open();
  return () => {
    running = false;
    for (const socket of sockets) socket.destroy();
  };
}

/** One post on its own connection; true if any HTTP answer came within `timeoutMs`. */
function realPost(port: number, timeoutMs = 4_000): Promise<boolean> {
  const body = JSON.stringify(contactPayload(unique('real')));
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: ENDPOINT,
        method: 'POST',
        agent: false,
        timeout: timeoutMs,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode === 201);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end(body);
  });
}

/** The share of the real client's posts answered while the attack runs. */
async function servedDuringAttack(perClientCap: number) {
  const service = await startService(tempDbPath('starvation'), {
    MAIL_LIST_MAX_CONNECTIONS_PER_CLIENT: String(perClientCap),
  });
  const port = Number(new URL(service.url).port);
  const stopAttack = slowSocketAttack(port, ATTACK_SOCKETS);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const answers: Promise<boolean>[] = [];
    for (let i = 0; i < REAL_POSTS; i++) {
      answers.push(realPost(port));
      await new Promise((resolve) => setTimeout(resolve, REAL_INTERVAL_MS));
    }
    const served = (await Promise.all(answers)).filter(Boolean).length;
    return served / REAL_POSTS;
  } finally {
    stopAttack();
    await service.stop();
  }
}

it('answers at least 90% of a real client’s posts while one address holds slow sockets', async () => {
  if (process.env.MAIL_LIST_STARVATION_SUMMARY) {
    // Without a per-client cap (one address may take every slot of the global cap).
    const before = await servedDuringAttack(256);
    console.log(`starvation before: ${Math.round(before * REAL_POSTS)}/${REAL_POSTS} answered`);
  }
  const after = await servedDuringAttack(16);
  if (process.env.MAIL_LIST_STARVATION_SUMMARY)
    console.log(`starvation after: ${Math.round(after * REAL_POSTS)}/${REAL_POSTS} answered`);
  expect(after).toBeGreaterThanOrEqual(0.9);
});
