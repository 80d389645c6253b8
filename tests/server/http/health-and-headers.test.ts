// Runs on both databases: the health answer names the database it runs on.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorModeScript } from '#shared/rules/color-mode-script.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const expectedDatabase = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health', () => {
  it('reports ok and which database answers', async () => {
    const response = await t.api.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: expectedDatabase });
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/trpc/account.authenticate', '/api/unknown', '/somewhere/in/the/app'])('are on %s', async (path) => {
    const response = await t.api.fetch(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Our own scripts, and one inline script by its hash: the colour mode, before the first paint.
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(colorModeScript).digest('base64')}';`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https?:|\*/); // no other origin anywhere
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
  });
});

describe('trace-id', () => {
  it('echoes a UUID the client sent', async () => {
    const traceId = crypto.randomUUID();
    const response = await t.api.fetch('/api/health', { headers: { 'trace-id': traceId } });
    expect(response.headers.get('trace-id')).toBe(traceId);
  });

  it('replaces anything that is not a UUID with a fresh one, different per request', async () => {
    const first = await t.api.fetch('/api/health', { headers: { 'trace-id': 'not-a-uuid <script>' } });
    const second = await t.api.fetch('/api/health');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(first.headers.get('trace-id')).toMatch(uuid);
    expect(second.headers.get('trace-id')).toMatch(uuid);
    expect(first.headers.get('trace-id')).not.toBe(second.headers.get('trace-id'));
  });
});

describe('unknown paths', () => {
  it('answers JSON 404 under /api, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await t.api.fetch('/api/does-not-exist', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('still serves the API when the app has not been built', async () => {
    const response = await t.api.fetch('/events');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/npm run build/);
  });

  it('does not offer the development outbox route in production', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect((await production.api.fetch('/api/dev/mail')).status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});
