import net from 'node:net';

/**
 * A client that speaks raw bytes over TCP, so tests can send what no HTTP library would:
 * broken request lines, CRLF in paths, contradictory headers, bodies that never finish.
 */

/** A piece of a request, or a pause (to play a slow client). */
export type Step = string | Buffer | { waitMs: number };

export interface RawOutcome {
  /** The status of the first response, or null if the server closed without one. */
  status: number | null;
  /** The server closed the connection (with or without an answer). */
  closed: boolean;
  /** Neither an answer nor a close within the client's own deadline: the server hung. */
  hung: boolean;
  ms: number;
}

/**
 * Sends `steps` and resolves at the first complete response head, at the server's close, or
 * at `deadlineMs` (reported as `hung`).
 */
export function rawRequest(port: number, steps: Step[], deadlineMs = 10_000): Promise<RawOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (outcome: Omit<RawOutcome, 'ms'>) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve({ ...outcome, ms: Date.now() - started });
    };
    const status = () => {
      const match = /^HTTP\/1\.[01] (\d{3}) /.exec(received.toString('latin1'));
      return match ? Number(match[1]) : null;
    };
    const deadline = setTimeout(
      () => finish({ status: status(), closed: false, hung: true }),
      deadlineMs,
    );
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.includes('\r\n\r\n')) finish({ status: status(), closed: false, hung: false });
    });
    // A reset after (or instead of) an answer is the server ending the connection.
    socket.on('error', () => finish({ status: status(), closed: true, hung: false }));
    socket.on('close', () => finish({ status: status(), closed: true, hung: false }));
    socket.on('connect', async () => {
      for (const step of steps) {
        if (done || socket.destroyed) return;
        if (typeof step === 'object' && 'waitMs' in step) {
          await new Promise((wait) => setTimeout(wait, step.waitMs));
        } else {
          socket.write(step);
        }
      }
    });
  });
}

/** A deterministic generator (mulberry32), so a failing generated case can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
