import {
  chatPayloadFromDraft,
  type ClientOptions,
  NOT_PROVIDED,
  postMailList,
  REQUEST_TIMEOUT_MS,
  sendChatConsultation,
  sendContactInquiry,
  subscribeToNewsletter,
} from './client';
import { CONTACT_INQUIRY, MINIMAL_CONTACT_INQUIRY } from '../../testing/contact-fixtures';
import { MAIL_LIST_PATH } from '../leads/endpoint';
import { LEAD_SOURCE_HEADER } from '../leads/lead-source';
import { ELAPSED_HEADER, HONEYPOT_HEADER } from '../leads/native-post';
import type { ContactPayload } from '../leads/payload-schemas';
import { site } from '@/lib/site';

const BASE = 'https://api.example.test';

function response(status: number): Response {
  return new Response(status === 204 ? null : '{}', { status });
}

/** A fetch mock that records its calls and answers with the given status. */
function fetchAnswering(status: number) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => response(status));
}

function sentRequest(fetchImpl: jest.Mock) {
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
  return { url, init, body: JSON.parse(String(init.body)) as unknown };
}

describe('postMailList', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('POSTs JSON to {base}/v1/iam/mail-list without auth headers or cookies', async () => {
    const fetchImpl = fetchAnswering(201);
    const result = await postMailList({ email: 'a@b.co' }, { baseUrl: `${BASE}/`, fetchImpl });
    expect(result).toEqual({ ok: true });
    const { url, init, body } = sentRequest(fetchImpl);
    expect(url).toBe(`${BASE}${MAIL_LIST_PATH}`);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.credentials).toBe('omit');
    expect(body).toEqual({ email: 'a@b.co' });
  });

  it.each<[string, ClientOptions, Record<string, string>]>([
    [
      'tells the service how long the form was open in a header',
      { elapsedMs: 4321.6 },
      { [ELAPSED_HEADER]: '4322' },
    ],
    [
      'carries a filled honeypot and the lead source in headers',
      {
        elapsedMs: 500,
        honeypot: 'Бот',
        leadSource: { page: '/contact', landing: '/blog/a', utm_campaign: 'spring' },
      },
      {
        [ELAPSED_HEADER]: '500',
        [HONEYPOT_HEADER]: '%D0%91%D0%BE%D1%82',
        [LEAD_SOURCE_HEADER]: 'page=%2Fcontact&landing=%2Fblog%2Fa&utm_campaign=spring',
      },
    ],
    [
      'sends no honeypot or source header when there is nothing to say',
      { honeypot: '', leadSource: {} },
      {},
    ],
  ])('%s, the body unchanged', async (_label, signals, headers) => {
    const fetchImpl = fetchAnswering(201);
    await postMailList({ email: 'a@b.co' }, { baseUrl: BASE, fetchImpl, ...signals });
    const { init, body } = sentRequest(fetchImpl);
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', ...headers });
    expect(body).toEqual({ email: 'a@b.co' });
  });

  it('defaults to the build-time API base and the global fetch', async () => {
    const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(response(200));
    await expect(postMailList({ email: 'a@b.co' })).resolves.toEqual({ ok: true });
    expect(spy.mock.calls[0]?.[0]).toBe(`${site.apiBaseUrl}/v1/iam/mail-list`);
  });

  it.each([400, 404, 429, 500, 503])('reports a %i answer as an http failure', async (status) => {
    const result = await postMailList(
      { email: 'a@b.co' },
      { baseUrl: BASE, fetchImpl: fetchAnswering(status) },
    );
    expect(result).toEqual({ ok: false, error: 'http', status });
  });

  it('reports a rejected fetch as a network failure', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postMailList({ email: 'a@b.co' }, { baseUrl: BASE, fetchImpl })).resolves.toEqual({
      ok: false,
      error: 'network',
    });
  });

  it('aborts after 10 s and reports the timeout as a network failure', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    let settled: unknown;
    void postMailList({ email: 'a@b.co' }, { baseUrl: BASE, fetchImpl }).then((r) => {
      settled = r;
    });

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    expect(signal?.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(settled).toEqual({ ok: false, error: 'network' });
  });

  it('clears its timer once the answer arrives', async () => {
    jest.useFakeTimers();
    await postMailList({ email: 'a@b.co' }, { baseUrl: BASE, fetchImpl: fetchAnswering(200) });
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('subscribeToNewsletter', () => {
  it('sends exactly { email }, trimmed', async () => {
    const fetchImpl = fetchAnswering(200);
    await subscribeToNewsletter('  dev@studio.example ', { baseUrl: BASE, fetchImpl });
    expect(sentRequest(fetchImpl).body).toEqual({ email: 'dev@studio.example' });
  });

  it('does not send an address the shared schema rejects', async () => {
    const fetchImpl = fetchAnswering(200);
    await expect(
      subscribeToNewsletter('me@company', { baseUrl: BASE, fetchImpl }),
    ).resolves.toEqual({ ok: false, error: 'invalid', field: 'email' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('sendContactInquiry', () => {
  it('sends the ten snake_case fields of the contact payload', async () => {
    const fetchImpl = fetchAnswering(200);
    await expect(
      sendContactInquiry(CONTACT_INQUIRY, { baseUrl: BASE, fetchImpl }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(sentRequest(fetchImpl).body).toEqual(CONTACT_INQUIRY);
    expect(Object.keys(sentRequest(fetchImpl).body as object).sort()).toEqual([
      'budget',
      'company',
      'email',
      'first_name',
      'last_name',
      'message',
      'phone_number',
      'service',
      'timeline',
      'website',
    ]);
  });

  it('sends empty optional fields as empty strings', async () => {
    const fetchImpl = fetchAnswering(200);
    await sendContactInquiry(MINIMAL_CONTACT_INQUIRY, { baseUrl: BASE, fetchImpl });
    expect(sentRequest(fetchImpl).body).toEqual(MINIMAL_CONTACT_INQUIRY);
  });

  it.each<[string, Partial<Record<keyof ContactPayload, string>>, string]>([
    ['a service not on the list', { service: 'Astrology' }, 'service'],
    ['an address without a top-level domain', { email: 'me@company' }, 'email'],
    ['a blank first name', { first_name: '   ' }, 'first_name'],
    ['a message over 5,000 characters', { message: 'm'.repeat(5001) }, 'message'],
  ])('names the field of %s, without sending it', async (_label, change, field) => {
    const fetchImpl = fetchAnswering(200);
    const bad = { ...CONTACT_INQUIRY, ...change } as ContactPayload;
    await expect(sendContactInquiry(bad, { baseUrl: BASE, fetchImpl })).resolves.toEqual({
      ok: false,
      error: 'invalid',
      field,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('chat payload', () => {
  it('maps name, company and details to first_name, company and message', () => {
    expect(
      chatPayloadFromDraft({
        email: ' ops@fleetline.example ',
        name: ' Kabir ',
        company: 'Fleetline',
        details: 'Route planning for 60 electric buses',
      }),
    ).toEqual({
      email: 'ops@fleetline.example',
      first_name: 'Kabir',
      company: 'Fleetline',
      message: 'Route planning for 60 electric buses',
    });
  });

  it("leaves out answers that are empty or 'Not Provided'", () => {
    const payload = chatPayloadFromDraft({
      email: 'ops@fleetline.example',
      name: NOT_PROVIDED,
      company: '   ',
      details: undefined,
    });
    expect(payload).toEqual({ email: 'ops@fleetline.example' });
    expect(Object.keys(payload)).toEqual(['email']);
  });

  it('sends the mapped payload', async () => {
    const fetchImpl = fetchAnswering(200);
    await sendChatConsultation(
      { email: 'ops@fleetline.example', name: 'Kabir', company: NOT_PROVIDED, details: '' },
      { baseUrl: BASE, fetchImpl },
    );
    expect(sentRequest(fetchImpl).body).toEqual({
      email: 'ops@fleetline.example',
      first_name: 'Kabir',
    });
  });

  it('resolves to invalid for a bad address instead of throwing', async () => {
    const fetchImpl = fetchAnswering(200);
    await expect(
      sendChatConsultation({ email: 'not-an-email' }, { baseUrl: BASE, fetchImpl }),
    ).resolves.toEqual({ ok: false, error: 'invalid', field: 'email' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('throws from the pure mapping on a bad address', () => {
    expect(() => chatPayloadFromDraft({ email: 'nobody' })).toThrow();
  });
});
