import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEventId, seedDemo } from '#server/db/seed/demo.ts';
import { chooseEncoding } from '#server/http/compress-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await seedDemo(t.db);
});
afterAll(() => t.stop());

/** Raw bytes and headers, as the wire carries them (fetch would decompress behind our back). */
function rawGet(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, t.url), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

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
});

describe('choosing an encoding', () => {
  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['GZIP;q=0.5', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
