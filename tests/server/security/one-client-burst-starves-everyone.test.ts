// Runs on both databases: a connection pool on PostgreSQL, one connection on PGlite.
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as accountTokens from '#server/services/auth/account-tokens.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { TrpcErrorBody } from '../helpers/trpc-http.ts';

// Found by a probe: 500 notification-stream opens by one account (the account keeps 10 streams,
// but every open read its session and set its stream up first) froze every answer, static files
// included, for 2.6–7.5 s; 500 queries at once did the same for 3.2 s. Now an account has at most
// REQUESTS_IN_FLIGHT_PER_ACCOUNT (32) API requests in flight and an address at most
// REQUESTS_IN_FLIGHT_PER_IP (256); the next answers 429 with Retry-After at once, before any
// database work, while everyone else is answered. A stream counts until its first list is sent.

const perAccount = 32;
const perAddress = 256;

interface Held {
  /** Sends the rest of the body; resolves with the answer's status once the request is done. */
  finish(): Promise<number>;
}

/**
 * A request that stays in flight: a POST whose body has not arrived. `Expect: 100-continue` makes
 * the server say "continue" while it takes the request in, after the in-flight count (a
 * synchronous hook) has counted it, so no waiting is needed to know it is held.
 */
function holdRequest(url: string, options: { token?: string; localAddress?: string; forwardedFor?: string } = {}): Promise<Held> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': '2', expect: '100-continue' };
    if (options.token) headers[accountTokenHeaderName] = options.token;
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    // No procedure has this name: once the body is in, the answer is a harmless 404.
    const request = http.request(`${url}/api/trpc/inFlight.held`, { method: 'POST', headers, agent: false, ...(options.localAddress ? { localAddress: options.localAddress } : {}) });
    const answered = new Promise<number>((settle, fail) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => settle(response.statusCode ?? 0));
      });
      request.on('error', fail);
    });
    answered.then((status) => reject(new Error(`The held request was answered ${status} before its body`)), reject);
    request.on('continue', () =>
      resolve({
        finish() {
          request.end('{}');
          return answered;
        },
      }),
    );
    request.flushHeaders();
  });
}

async function holdMany(url: string, count: number, options: Parameters<typeof holdRequest>[1] = {}): Promise<Held[]> {
  const held: Held[] = [];
  for (let i = 0; i < count; i++) held.push(await holdRequest(url, options));
  return held;
}

/** A plain GET from a chosen loopback address (127.0.0.2 is another client to the server). */
function getFrom(url: string, localAddress: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

let t: TestServer;
const streams: EventStream[] = [];
beforeAll(async () => {
  // The defaults: nothing set.
  t = await startTestServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.stop();
});

const listNotifications = (token: string) => t.api.query('notification.list', {}, { token });

describe('one account with 32 API requests in flight', () => {
  let a: TestAccount;
  let b: TestAccount;
  let held: Held[] = [];
  beforeAll(async () => {
    a = await registerTestAccount(t.api);
    b = await registerTestAccount(t.api);
    held = await holdMany(t.url, perAccount, { token: a.token });
  });
  afterAll(async () => {
    await Promise.all(held.map((request) => request.finish()));
  });

  it('gets 429 with Retry-After in tRPC’s shape for the 33rd, while another account is answered', async () => {
    const refused = await listNotifications(a.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.error).toMatchObject({ code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'notification.list' } });
    expect(refused.error?.data.traceId).toBe(refused.headers.get('trace-id'));

    const other = await listNotifications(b.token);
    expect(other.status).toBe(200);
  });

  it('answers each call of a refused batch, and a feed standing in for a procedure, in tRPC’s shape', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    const batch = await t.api.fetch(`/api/trpc/notification.list,notification.list?batch=1&input=${input}`, { token: a.token });
    expect(batch.status).toBe(429);
    const slots = (await batch.json()) as Array<{ error: TrpcErrorBody }>;
    expect(slots.map((slot) => slot.error.data.code)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);

    const feed = await t.api.fetch(`/api/events/${crypto.randomUUID()}/feeds/schedule`, { token: a.token });
    expect(feed.status).toBe(429);
    expect(Number(feed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await feed.json()) as { error: TrpcErrorBody }).error).toMatchObject({ code: -32029, data: { code: 'TOO_MANY_REQUESTS', path: 'schedule.get' } });
  });

  it('refuses its stream opens before reading the session, while another account’s stream opens', async () => {
    const lookups = vi.spyOn(accountTokens, 'findSessionByToken');
    const refused = await openEventStream(`${t.url}/api/notifications/stream`, a.token);
    refused.close();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(lookups.mock.calls.filter(([, token]) => token === a.token).length).toBe(0);

    const other = await openEventStream(`${t.url}/api/notifications/stream`, b.token);
    streams.push(other);
    expect(other.status).toBe(200);
  });

  it('is answered again once its requests are', async () => {
    const statuses = await Promise.all(held.splice(0).map((request) => request.finish()));
    expect(statuses.every((status) => status === 404)).toBe(true);
    expect((await listNotifications(a.token)).status).toBe(200);
  });
});

interface RawAnswer {
  status: number;
  retryAfter: string | undefined;
}

/**
 * Sends every request at once, each on its own connection: all connections are accepted first,
 * then every request is written in one go, so the server reads them all before it works on any
 * (as a script or a phone firing a burst from another process does). Resolves with each answer's
 * status as it starts; streams are left open until `close`.
 */
async function burst(server: TestServer, requests: string[]): Promise<{ answers: RawAnswer[]; close(): void }> {
  const { port } = new URL(server.url);
  const httpServer = server.server.app.server;
  let accepted = 0;
  const onConnection = () => (accepted += 1);
  httpServer.on('connection', onConnection);
  const sockets = await Promise.all(
    requests.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
          socket.on('error', reject);
        }),
    ),
  );
  while (accepted < requests.length) await new Promise((resolve) => setImmediate(resolve));
  httpServer.off('connection', onConnection);
  const answers = sockets.map(
    (socket) =>
      new Promise<RawAnswer>((resolve, reject) => {
        let head = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => {
          head += chunk;
          const end = head.indexOf('\r\n\r\n');
          if (end === -1) return;
          const lines = head.slice(0, end).split('\r\n');
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
          const retryAfter = lines.find((line) => /^retry-after:/i.test(line))?.split(':')[1]?.trim();
          resolve({ status, retryAfter });
        });
        socket.on('error', reject);
      }),
  );
  requests.forEach((request, index) => sockets[index]!.write(request));
  return { answers: await Promise.all(answers), close: () => sockets.forEach((socket) => socket.destroy()) };
}

const rawGet = (path: string, token: string, accept = 'application/json') => `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${accountTokenHeaderName}: ${token}\r\naccept: ${accept}\r\n\r\n`;
const streamOpen = (token: string) => rawGet('/api/notifications/stream', token, 'text/event-stream');
const listQuery = (token: string) => rawGet(`/api/trpc/notification.list?input=${encodeURIComponent('{}')}`, token);

describe('a burst from one account', () => {
  it('of 200 stream opens sets up 32 and refuses the rest at once with 429 and Retry-After, before reading their session; another account is answered', async () => {
    const burster = await registerTestAccount(t.api);
    const other = await registerTestAccount(t.api);
    const lookups = vi.spyOn(accountTokens, 'findSessionByToken');
    const sent = await burst(t, [...Array.from({ length: 200 }, () => streamOpen(burster.token)), listQuery(other.token)]);
    try {
      const answers = sent.answers.slice(0, 200);
      expect(sent.answers[200]?.status).toBe(200);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(perAccount);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(200 - perAccount);
      expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
      // Each open let in read its session (once on the way in, once to remember it); no refused one did.
      expect(lookups.mock.calls.filter(([, token]) => token === burster.token).length).toBeLessThanOrEqual(2 * perAccount);
    } finally {
      sent.close();
    }
  });

  it('of 200 queries answers 32 and refuses the rest at once; another account is answered', async () => {
    const burster = await registerTestAccount(t.api);
    const other = await registerTestAccount(t.api);
    const sent = await burst(t, [...Array.from({ length: 200 }, () => listQuery(burster.token)), listQuery(other.token)]);
    sent.close();
    const answers = sent.answers.slice(0, 200);
    expect(sent.answers[200]?.status).toBe(200);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(perAccount);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(200 - perAccount);
  });
});

describe('one address with 256 API requests in flight', () => {
  it('gets 429 for the next API request, not for pages; another address is answered', async () => {
    const held = await holdMany(t.url, perAddress, { localAddress: '127.0.0.1' });
    try {
      const refused = await getFrom(`${t.url}/api/health`, '127.0.0.1');
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'TOO_MANY_REQUESTS', error: expect.any(String), traceId: expect.any(String) });

      // Pages and files are not counted (this test server has no build: the shell's own 404).
      expect((await getFrom(`${t.url}/events`, '127.0.0.1')).status).not.toBe(429);
      expect((await getFrom(`${t.url}/api/health`, '127.0.0.2')).status).toBe(200);
    } finally {
      await Promise.all(held.map((request) => request.finish()));
    }
    expect((await getFrom(`${t.url}/api/health`, '127.0.0.1')).status).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ env: { TRUST_PROXY: '1', REQUESTS_IN_FLIGHT_PER_IP: '2' } });
  });
  afterAll(() => proxied.stop());

  it('counts each client by the address the proxy names', async () => {
    const held = await holdMany(proxied.url, 2, { forwardedFor: '203.0.113.7' });
    try {
      expect((await getFrom(`${proxied.url}/api/health`, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
      expect((await getFrom(`${proxied.url}/api/health`, '127.0.0.1', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    } finally {
      await Promise.all(held.map((request) => request.finish()));
    }
  });
});
