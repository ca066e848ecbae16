/**
 * A test-only Worker that runs the delivery channels on the Workers runtime itself (workerd,
 * through Miniflare): `POST /deliver` calls `deliver()`, `POST /send` calls the SMTP client with
 * settings as given (to reach cases no LEADS_* value produces on loopback, such as a required
 * STARTTLS). Always answers 200 with `{ ok, error? }`, so a test reads the outcome as data.
 */
import { deliver, type Channel, type DeliveryEnv, type LeadForDelivery } from '../src/delivery';
import type { EmailSettings } from '../src/delivery/config';
import { sendMail } from '../src/delivery/smtp';

interface DeliverRequest {
  channel: Channel;
  lead: LeadForDelivery;
  env: DeliveryEnv;
  timeoutMs?: number;
}

interface SendRequest {
  settings: EmailSettings;
  envelope: { from: string; to: string[] };
  message: string;
  timeoutMs: number;
}

async function outcome(attempt: () => Promise<void>): Promise<Response> {
  try {
    await attempt();
    return Response.json({ ok: true });
  } catch (error) {
    return Response.json({ ok: false, error: (error as Error).message });
  }
}

const probe = {
  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === '/deliver') {
      const { channel, lead, env, timeoutMs } = (await request.json()) as DeliverRequest;
      return outcome(() => deliver(channel, lead, env, { timeoutMs }));
    }
    if (path === '/send') {
      const { settings, envelope, message, timeoutMs } = (await request.json()) as SendRequest;
      return outcome(() => sendMail(settings, envelope, message, { timeoutMs }));
    }
    return new Response('not found', { status: 404 });
  },
};

export default probe;
