import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { demoEventId, seedDemo } from '#server/seed/demo.ts';
import { compressApiAnswers } from '#server/http/compress-api.ts';
import { chooseContentEncoding } from '#server/http/send-precompressed.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { openEventStream } from '../helpers/event-stream.ts';
import { sendRawRequest } from '../helpers/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await seedDemo(t.db);
});
afterAll(() => t.stop());

/** A GET relative to the test server (or to the absolute URL given); see sendRawRequest. */
const rawGet = (url: string, acceptEncoding?: string) => sendRawRequest(new URL(url, t.url), acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

const publicSchedule = `/api/trpc/schedule.public?input=${encodeURIComponent(JSON.stringify({ eventId: demoEventId }))}`;

describe('API answers over the wire', () => {
  it('are compressed with brotli or gzip when the client accepts it, and unchanged inside', async () => {
    const plain = await rawGet(publicSchedule);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await rawGet(publicSchedule, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const gz = await rawGet(publicSchedule, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('keep error statuses and their headers when compressed', async () => {
    const missing = `/api/trpc/schedule.public?input=${encodeURIComponent(JSON.stringify({ eventId: crypto.randomUUID() }))}`;
    const answer = await rawGet(missing, 'br');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
    const text = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body).toString() : answer.body.toString();
    expect(JSON.parse(text).error.data.code).toBe('NOT_FOUND');
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['*;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
  ])('honour Accept-Encoding %s → %s', async (header, expected) => {
    const answer = await rawGet(publicSchedule, header);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
  });

  it('leave small answers as they are', async () => {
    const attributes = `/api/trpc/event.attributes?input=${encodeURIComponent(JSON.stringify({ id: demoEventId }))}`;
    const answer = await rawGet(attributes, 'br');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('never compress the notification stream (each event must reach the device at once)', async () => {
    const { token } = await registerTestAccount(t.api);
    // fetch asks for gzip, deflate and br by itself.
    const stream = await openEventStream(`${t.url}/api/notifications/stream`, token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect((await stream.next(notificationStreamEvents.list)).event).toBe(notificationStreamEvents.list);
    } finally {
      stream.close();
    }
  });
});

describe('a route that sends bytes it compressed itself', () => {
  it('keeps its own content-encoding and bytes, untouched', async () => {
    const json = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Person ${i}` })) }));
    const ready = brotliCompressSync(json);
    const app = Fastify();
    await app.register(async (scope) => {
      await compressApiAnswers(scope);
      scope.get('/ready', async (_request, reply) =>
        reply.header('content-type', 'application/json').header('content-encoding', 'br').header('vary', 'accept-encoding').send(ready),
      );
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      for (const accept of ['br', 'gzip, br']) {
        const answer = await rawGet(`http://127.0.0.1:${port}/ready`, accept);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.body.equals(ready)).toBe(true);
        expect(brotliDecompressSync(answer.body).equals(json)).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});

describe('choosing an encoding for a ready-compressed body', () => {
  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    // As @fastify/static and @fastify/compress read it.
    ['*', 'gzip'],
    ['*;q=0', null],
    ['GZIP;q=0.5', 'gzip'],
    ['deflate', null],
  ])('%s → %s', (header, expected) => {
    expect(chooseContentEncoding(header)).toBe(expected);
  });
});
