import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { TrpcErrorBody } from '../helpers/trpc-http.ts';
import { insertEvent } from '../factories/events.ts';

type BatchItem = { result?: { data: unknown }; error?: TrpcErrorBody };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('tRPC over HTTP', () => {
  it('batches queries in one GET: comma-joined paths, batch=1, inputs keyed by position', async () => {
    const { token } = await registerTestAccount(t.api);
    const eventId = await insertEvent(t.db);
    const paths = ['account.authenticate', 'event.byId', 'event.list', 'notification.list'];
    const input = { 1: { id: eventId }, 2: { filter: 'all' }, 3: { limit: 5, offset: 0 } };
    const response = await t.api.fetch(`/api/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as BatchItem[];
    expect(body).toHaveLength(4);
    expect(body[0]?.result?.data).toMatchObject({ success: true });
    expect(body[1]?.result?.data).toMatchObject({ id: eventId });
    expect(body[2]?.result?.data).toMatchObject({ items: expect.any(Array) });
    expect(body[3]?.result?.data).toMatchObject({ page: { limit: 5, offset: 0 } });
  });

  it('accepts a long batched path (well past the router’s default 100-character parameter)', async () => {
    const { token } = await registerTestAccount(t.api);
    const paths = Array.from({ length: 20 }, () => 'notification.list');
    const response = await t.api.fetch(`/api/trpc/${paths.join(',')}?batch=1&input=%7B%7D`, { token });
    expect(response.status).toBe(200);
    expect((await response.json()) as BatchItem[]).toHaveLength(20);
  });

  it('batches mutations in one POST, each answered in its own slot with its own status', async () => {
    const { token } = await registerTestAccount(t.api);
    const openEvent = await insertEvent(t.db);
    const inviteOnly = await insertEvent(t.db, { joinPolicy: 'invite' });
    const response = await t.api.fetch('/api/trpc/event.join,event.join?batch=1', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { id: openEvent }, 1: { id: inviteOnly } }),
    });
    expect(response.status).toBe(207); // mixed results
    const body = (await response.json()) as BatchItem[];
    expect(body[0]?.result?.data).toMatchObject({ id: openEvent, membership: { role: 'attendee' } });
    expect(body[1]?.error?.data.code).toBe('FORBIDDEN');
  });

  it('refuses mutations that are not JSON (a cross-site form cannot send JSON without a preflight)', async () => {
    const response = await t.api.fetch('/api/trpc/account.signOut', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });

  it('answers an unknown procedure with NOT_FOUND', async () => {
    const response = await t.api.query('account.nope');
    expect(response.status).toBe(404);
    expect(response.error?.data.code).toBe('NOT_FOUND');
  });

  it('answers validation errors with HTTP 400, JSON-RPC code -32600, field errors and a readable message', async () => {
    const response = await t.api.query('event.byId', { id: 'not-a-uuid' });
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe(-32600);
    expect(response.error?.message).not.toMatch(/^\[/); // not the raw issues array
    expect(response.error?.data.fieldErrors?.id?.length).toBeGreaterThan(0);
  });

  it('keeps stack traces out of error bodies outside development', async () => {
    const response = await t.api.query('event.byId', { id: 'not-a-uuid' });
    expect(response.error?.data.stack).toBeUndefined();
    expect(JSON.stringify(response.raw)).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it('echoes the trace id in the error body and header', async () => {
    const traceId = crypto.randomUUID();
    const response = await t.api.query('event.byId', { id: 'nope' }, { headers: { 'trace-id': traceId } });
    expect(response.headers.get('trace-id')).toBe(traceId);
    expect(response.error?.data.traceId).toBe(traceId);
  });
});

describe('error bodies by mode', () => {
  it('leave out stacks in production and include them in development', async () => {
    for (const [mode, expectStack] of [['production', false], ['development', true]] as const) {
      const server = await startTestServer({ env: { NODE_ENV: mode } });
      try {
        const response = await server.api.query('event.byId', { id: 'not-a-uuid' });
        expect(response.error?.data.code).toBe('BAD_REQUEST');
        expect(typeof response.error?.data.stack === 'string').toBe(expectStack);
      } finally {
        await server.stop();
      }
    }
  });
});
