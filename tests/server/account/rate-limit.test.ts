// Runs on both databases: sign-in allowances are counters upserted by concurrent requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestAccount, uniqueEmail } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// Small limits, and X-Forwarded-For trusted so one test process can speak from several "IPs".
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    env: {
      TRUST_PROXY: '1',
      RATE_LIMIT_WINDOW_SECONDS: '600',
      RATE_LIMIT_SIGN_IN_PER_EMAIL_AND_IP: '3',
      RATE_LIMIT_SIGN_IN_PER_EMAIL: '5',
      RATE_LIMIT_SIGN_IN_PER_IP: '6',
      RATE_LIMIT_REGISTER_PER_IP: '2',
      RATE_LIMIT_FORGOT_PER_EMAIL: '2',
      RATE_LIMIT_FORGOT_PER_IP: '4',
    },
  });
});
afterAll(() => t.stop());

let nextIp = 1;
/** A fresh client address for each test, so the per-IP counters of one test do not leak into the next. */
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${nextIp++}` });

describe('rate limits', () => {
  it('limits sign-in attempts per email and address with TOO_MANY_REQUESTS, even for the right password', async () => {
    const ip = freshIp();
    const { email, password } = await registerTestAccount(t.api);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.api.mutate('account.signIn', { email, password: 'wrong password' }, { headers: ip });
      expect(response.error?.data.code).toBe('UNAUTHORIZED');
    }
    const blocked = await t.api.mutate('account.signIn', { email, password }, { headers: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.error?.message).toMatch(/too many/i);

    // That address locked out only itself: the owner elsewhere still signs in.
    expect((await t.api.mutate('account.signIn', { email, password }, { headers: freshIp() })).status).toBe(200);
  });

  it('limits sign-in attempts per email across addresses, more loosely', async () => {
    const { email, password } = await registerTestAccount(t.api);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await t.api.mutate('account.signIn', { email, password: 'wrong password' }, { headers: freshIp() });
      codes.push(response.error?.data.code ?? 'OK');
    }
    expect(codes).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'TOO_MANY_REQUESTS']);
    // Fresh addresses must not reset a guessing run: the email's own counter holds, right password or not
    // (a device that signed in before passes: tests/server/security/stranger-locks-owner-out-of-sign-in.test.ts).
    expect((await t.api.mutate('account.signIn', { email, password }, { headers: freshIp() })).error?.data.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits sign-in attempts per address across emails', async () => {
    const ip = freshIp();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await t.api.mutate('account.signIn', { email: uniqueEmail(), password: 'whatever' }, { headers: ip });
      codes.push(response.error?.data.code ?? 'OK');
    }
    expect(codes.slice(0, 6).every((code) => code === 'UNAUTHORIZED')).toBe(true);
    expect(codes[6]).toBe('TOO_MANY_REQUESTS');
  });

  it('opens again once the window has passed', async () => {
    const ip = freshIp();
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 4; attempt += 1) await t.api.mutate('account.signIn', { email, password: 'x' }, { headers: ip });
    expect((await t.api.mutate('account.signIn', { email, password: 'x' }, { headers: ip })).error?.data.code).toBe('TOO_MANY_REQUESTS');
    t.clock.advance(601);
    try {
      expect((await t.api.mutate('account.signIn', { email, password: 'x' }, { headers: ip })).error?.data.code).toBe('UNAUTHORIZED');
    } finally {
      t.clock.advance(-601);
    }
  });

  it('limits registrations per address', async () => {
    const ip = freshIp();
    const input = () => ({ firstName: 'Rate', lastName: 'Limited', email: uniqueEmail(), password: 'correct horse battery' });
    expect((await t.api.mutate('account.register', input(), { headers: ip })).status).toBe(200);
    expect((await t.api.mutate('account.register', input(), { headers: ip })).status).toBe(200);
    const blocked = await t.api.mutate('account.register', input(), { headers: ip });
    expect(blocked.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it('limits reset requests per email (whether or not it has an account) and per address', async () => {
    const email = uniqueEmail('ghost');
    expect((await t.api.mutate('account.forgotPassword', { email }, { headers: freshIp() })).status).toBe(200);
    expect((await t.api.mutate('account.forgotPassword', { email }, { headers: freshIp() })).status).toBe(200);
    const perEmail = await t.api.mutate('account.forgotPassword', { email }, { headers: freshIp() });
    expect(perEmail.error?.data.code).toBe('TOO_MANY_REQUESTS');

    const ip = freshIp();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.api.mutate('account.forgotPassword', { email: uniqueEmail() }, { headers: ip });
      codes.push(response.error?.data.code ?? 'OK');
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
  });
});
