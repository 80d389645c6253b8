import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AuthenticateResult } from '#shared/contracts/account.ts';
import { accountTokenCookieName } from '#shared/contracts/session.ts';
import { registerTestAccount, uniqueEmail } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const authenticate = (options: Parameters<TestServer['api']['query']>[2], input?: unknown) =>
  t.api.query<AuthenticateResult>('account.authenticate', input, options);

describe('account.signIn', () => {
  it('signs in with the right password and sets a new session cookie', async () => {
    const { email, password, account } = await registerTestAccount(t.api);
    const response = await t.api.mutate<{ account: Account }>('account.signIn', { email: email.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect(response.data.account.id).toBe(account.id);
    const token = tokenFromSetCookie(response.headers);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const check = await authenticate({ token: token as string });
    expect(check.data).toMatchObject({ success: true, data: { id: account.id } });
  });

  it('answers the same UNAUTHORIZED message for a wrong password and for an unknown email', async () => {
    const { email } = await registerTestAccount(t.api);
    const wrongPassword = await t.api.mutate('account.signIn', { email, password: 'not the password' });
    const unknownEmail = await t.api.mutate('account.signIn', { email: uniqueEmail('nobody'), password: 'not the password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.error?.data.code).toBe('UNAUTHORIZED');
      expect(response.error?.message).toBe('Email or password is incorrect');
      expect(tokenFromSetCookie(response.headers)).toBeNull();
    }
  });

  it('revokes the session it replaces, so a signed-in caller cannot keep an old token alive', async () => {
    const { email, password, token: first } = await registerTestAccount(t.api);
    await t.api.mutate('account.signIn', { email, password }, { cookieToken: first });
    const old = await authenticate({ token: first });
    expect(old.data.success).toBe(false);
  });
});

describe('account.authenticate', () => {
  it('accepts the token from the account-token header, the cookie, or the input', async () => {
    const { token, account } = await registerTestAccount(t.api);
    for (const response of [await authenticate({ token }), await authenticate({ cookieToken: token }), await authenticate({}, { token })]) {
      expect(response.status).toBe(200);
      expect(response.data).toEqual({ success: true, data: account });
    }
  });

  it('answers the error envelope, never a thrown error, for a missing or unknown token', async () => {
    const missing = await authenticate({});
    expect(missing.status).toBe(200);
    expect(missing.data).toEqual({ success: false, error: { message: expect.any(String) } });
    const unknown = await authenticate({ token: 'x'.repeat(43) });
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual({ success: false, error: { message: expect.any(String) } });
  });

  it('fails an empty or malformed token given in the input, even with a valid cookie, without throwing', async () => {
    const { token } = await registerTestAccount(t.api);
    for (const input of [{ token: '' }, { token: 'y'.repeat(500) }, { token: 42 }]) {
      const response = await authenticate({ cookieToken: token }, input);
      expect(response.status).toBe(200);
      expect(response.data.success).toBe(false);
    }
  });

  it('lets authed procedures refuse a caller without a valid token with UNAUTHORIZED', async () => {
    const response = await t.api.query('event.list', { filter: 'all' }, { token: 'made-up-token' });
    expect(response.status).toBe(401);
    expect(response.error?.data.code).toBe('UNAUTHORIZED');
  });
});

describe('account.signOut', () => {
  it('revokes the token on the server and clears the cookie', async () => {
    const { token } = await registerTestAccount(t.api);
    const response = await t.api.mutate<{ ok: true }>('account.signOut', undefined, { cookieToken: token });
    expect(response.data).toEqual({ ok: true });
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${accountTokenCookieName}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(tokenFromSetCookie(response.headers)).toBe('');

    const afterCookie = await authenticate({ cookieToken: token });
    const afterHeader = await authenticate({ token });
    expect(afterCookie.data.success).toBe(false);
    expect(afterHeader.data.success).toBe(false);
    const list = await t.api.query('notification.list', undefined, { token });
    expect(list.error?.data.code).toBe('UNAUTHORIZED');
  });

  it('signs out only the session it was called with', async () => {
    const { email, password, token: phone } = await registerTestAccount(t.api);
    const laptop = tokenFromSetCookie((await t.api.mutate('account.signIn', { email, password })).headers) as string;
    await t.api.mutate('account.signOut', undefined, { token: laptop });
    expect((await authenticate({ token: phone })).data.success).toBe(true);
    expect((await authenticate({ token: laptop })).data.success).toBe(false);
  });

  it('answers ok without a session, too', async () => {
    const response = await t.api.mutate<{ ok: true }>('account.signOut');
    expect(response.data).toEqual({ ok: true });
  });
});

describe('the auth cookie when deployed', () => {
  it('is Secure and scoped to COOKIE_DOMAIN in production behind https', async () => {
    const production = await startTestServer({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://events.example.org', COOKIE_DOMAIN: 'events.example.org' },
    });
    try {
      const { email, password } = await registerTestAccount(production.api);
      const response = await production.api.mutate('account.signIn', { email, password });
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${accountTokenCookieName}=`));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Domain=events\.example\.org/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await production.stop();
    }
  });
});
