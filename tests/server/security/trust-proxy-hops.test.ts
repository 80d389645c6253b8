// TRUST_PROXY=1 used to trust every hop, so a client's own X-Forwarded-For chose its address
// and reset every per-address limit; the per-email sign-in limit was keyed on email plus
// address, so it reset too: 25 wrong passwords with fresh forwarded addresses, no 429.
// (The per-email-and-address limit is back, as the strict one; the per-email limit, keyed on
// the email alone, is the loose bound that fresh addresses cannot reset.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestAccount, uniqueEmail } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const limits = { RATE_LIMIT_SIGN_IN_PER_EMAIL: '10', RATE_LIMIT_SIGN_IN_PER_EMAIL_AND_IP: '3', RATE_LIMIT_SIGN_IN_PER_IP: '5' };

let addressCounter = 0;
const freshAddress = () => `203.0.113.${(addressCounter += 1) % 250}`;

async function signInCodes(t: TestServer, attempts: number, input: () => { email: string; password: string }, forwardedFor: () => string) {
  const codes: string[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const response = await t.api.mutate('account.signIn', input(), { headers: { 'x-forwarded-for': forwardedFor() } });
    codes.push(response.error?.data.code ?? 'OK');
  }
  return codes;
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '1', ...limits, RATE_LIMIT_SIGN_IN_PER_IP: '1000' } });
  });
  afterAll(() => t.stop());

  it('stops a password-guessing run on one email, whatever address each guess claims', async () => {
    const { email, password } = await registerTestAccount(t.api);
    const codes = await signInCodes(t, 25, () => ({ email, password: 'not the password' }), freshAddress);
    expect(codes.slice(0, 10).every((code) => code === 'UNAUTHORIZED')).toBe(true);
    expect(codes.slice(10).every((code) => code === 'TOO_MANY_REQUESTS')).toBe(true);
    // Even the right password waits for the window to pass, from any address (on a device that
    // never signed in to the account: a known one has a bucket of its own).
    const right = await t.api.mutate('account.signIn', { email, password }, { headers: { 'x-forwarded-for': freshAddress() } });
    expect(right.error?.data.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('TRUST_PROXY=1 and the per-address limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '1', ...limits } });
  });
  afterAll(() => t.stop());

  it('takes the address the proxy appended, not what the client wrote before it', async () => {
    // The client writes a fresh address each time; the proxy appends the one it saw.
    const codes = await signInCodes(t, 7, () => ({ email: uniqueEmail(), password: 'whatever' }), () => `${freshAddress()}, 198.51.100.7`);
    expect(codes).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    // Another client behind the same proxy has its own counter.
    const other = await t.api.mutate('account.signIn', { email: uniqueEmail(), password: 'whatever' }, { headers: { 'x-forwarded-for': '198.51.100.8' } });
    expect(other.error?.data.code).toBe('UNAUTHORIZED');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const t = await startTestServer({ env: { TRUST_PROXY: '10.9.8.7, 192.168.0.0/16', ...limits } });
    try {
      // This test connects from 127.0.0.1, which is not listed: every request is that one address.
      const codes = await signInCodes(t, 6, () => ({ email: uniqueEmail(), password: 'whatever' }), freshAddress);
      expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
    } finally {
      await t.stop();
    }
  });

  it('believes a listed proxy about the client behind it', async () => {
    const t = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', ...limits } });
    try {
      const codes = await signInCodes(t, 8, () => ({ email: uniqueEmail(), password: 'whatever' }), freshAddress);
      expect(codes.every((code) => code === 'UNAUTHORIZED')).toBe(true);
    } finally {
      await t.stop();
    }
  });
});
