import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { TrpcErrorBody } from '../helpers/trpc-http.ts';

// A body that is not JSON answered -32600 (BAD_REQUEST) instead of the protocol's parse error
// -32700, and a body over the limit answered Fastify's own 413 JSON, which the tRPC client
// cannot read. Both now answer tRPC's error shape, one entry per call of a batch.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

type Slot = { error?: TrpcErrorBody };
const json = { 'content-type': 'application/json' };
// A stream body (no Content-Length) needs duplex 'half', which TypeScript's RequestInit lacks.
const post = (path: string, body: BodyInit, headers: Record<string, string> = json) =>
  t.api.fetch(`/api/trpc/${path}`, { method: 'POST', headers, body, ...(body instanceof ReadableStream ? ({ duplex: 'half' } as object) : {}) });

function expectShape(error: TrpcErrorBody | undefined, code: string, number: number, status: number, path: string) {
  expect(error).toMatchObject({ code: number, message: expect.any(String), data: { code, httpStatus: status, path } });
}

describe('a body that is not JSON', () => {
  it('answers PARSE_ERROR -32700 with HTTP 400 for one call', async () => {
    const response = await post('account.signOut', '{"oops":');
    expect(response.status).toBe(400);
    const body = (await response.json()) as Slot;
    expectShape(body.error, 'PARSE_ERROR', -32700, 400, 'account.signOut');
  });

  it('answers PARSE_ERROR in every slot of a batch', async () => {
    const response = await post('account.signOut,event.join?batch=1', '{0:');
    expect(response.status).toBe(400);
    const body = (await response.json()) as Slot[];
    expect(body).toHaveLength(2);
    expectShape(body[0]?.error, 'PARSE_ERROR', -32700, 400, 'account.signOut');
    expectShape(body[1]?.error, 'PARSE_ERROR', -32700, 400, 'event.join');
  });

  it('answers PARSE_ERROR for a query whose ?input= is not JSON', async () => {
    const response = await t.api.fetch(`/api/trpc/event.byId?input=${encodeURIComponent('{"id":')}`);
    expect(response.status).toBe(400);
    expectShape(((await response.json()) as Slot).error, 'PARSE_ERROR', -32700, 400, 'event.byId');
  });

  it('still answers BAD_REQUEST -32600 for JSON that breaks the contract', async () => {
    const response = await post('account.register', JSON.stringify({ firstName: 1 }));
    expect(response.status).toBe(400);
    expectShape(((await response.json()) as Slot).error, 'BAD_REQUEST', -32600, 400, 'account.register');
  });
});

describe('a body over the limit', () => {
  const twoMegabytes = JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) });

  it('answers PAYLOAD_TOO_LARGE -32013 with HTTP 413 in tRPC’s shape', async () => {
    const response = await post('account.register', twoMegabytes);
    expect(response.status).toBe(413);
    const body = (await response.json()) as Slot;
    expectShape(body.error, 'PAYLOAD_TOO_LARGE', -32013, 413, 'account.register');
    expect(body.error?.data.traceId).toBe(response.headers.get('trace-id'));
  });

  it('answers one PAYLOAD_TOO_LARGE per call of a batch', async () => {
    const response = await post('account.register,account.signOut?batch=1', JSON.stringify({ 0: JSON.parse(twoMegabytes) }));
    expect(response.status).toBe(413);
    const body = (await response.json()) as Slot[];
    expect(body).toHaveLength(2);
    expectShape(body[0]?.error, 'PAYLOAD_TOO_LARGE', -32013, 413, 'account.register');
    expectShape(body[1]?.error, 'PAYLOAD_TOO_LARGE', -32013, 413, 'account.signOut');
  });

  it('answers the same shape when the body comes without a Content-Length', async () => {
    const bytes = new TextEncoder().encode(twoMegabytes);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const response = await post('account.register', stream);
    expect(response.status).toBe(413);
    expectShape(((await response.json()) as Slot).error, 'PAYLOAD_TOO_LARGE', -32013, 413, 'account.register');
  });

  it('holds the attendee import to its own, larger limit in the same shape', async () => {
    // Only a signed-in caller's import may be that large (large-body-batched-with-import-parsed.test.ts).
    const { token } = await registerTestAccount(t.api);
    const response = await post('people.importPreview', JSON.stringify({ eventId: crypto.randomUUID(), csv: 'x'.repeat(9 * 1024 * 1024) }), { ...json, [accountTokenHeaderName]: token });
    expect(response.status).toBe(413);
    expectShape(((await response.json()) as Slot).error, 'PAYLOAD_TOO_LARGE', -32013, 413, 'people.importPreview');
  });
});
