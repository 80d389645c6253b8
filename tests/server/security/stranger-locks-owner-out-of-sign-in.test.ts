// Runs on both databases: a block runs two instances on one PostgreSQL.
// The per-email sign-in limit (10 per 15 minutes from any address) also refused the owner's right
// password: ten wrong guesses from anyone locked the organizer or the door staff out for the
// window. Now one address guessing one account is stopped on its own (per email and address),
// guesses spread over many addresses meet a looser per-email limit, and a device that signed in
// to the account before (its signed device cookie) counts in its own bucket, so it still gets in.
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDeviceCookie } from '#server/services/auth/device-cookie.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { latestResetToken } from '../helpers/dev-mail.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';

const deviceCookieName = 'hallway_device';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    env: {
      TRUST_PROXY: '1',
      RATE_LIMIT_WINDOW_SECONDS: '900',
      RATE_LIMIT_SIGN_IN_PER_EMAIL_AND_IP: '10',
      // The default is 100; 30 keeps the spread-out guessing run short.
      RATE_LIMIT_SIGN_IN_PER_EMAIL: '30',
      RATE_LIMIT_SIGN_IN_PER_IP: '100',
      RATE_LIMIT_SIGN_IN_PER_DEVICE: '10',
    },
  });
});
afterAll(() => t.stop());

let addressCounter = 0;
/** A client address no other test used. */
const freshAddress = () => `198.51.${100 + Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** The device cookie's value in a Set-Cookie header, or null when none was set. */
function deviceCookieFrom(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === deviceCookieName) return pair.slice(separator + 1);
  }
  return null;
}

async function signIn(input: { email: string; password: string }, address: string, deviceCookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (deviceCookie) headers.cookie = `${deviceCookieName}=${deviceCookie}`;
  const response = await t.api.mutate('account.signIn', input, { headers });
  return { code: response.error?.data.code ?? 'OK', response };
}

/** The owner signs in from a device of theirs and keeps the device cookie it is given. */
async function ownersDevice(owner: { email: string; password: string }): Promise<string> {
  const { code, response } = await signIn(owner, freshAddress());
  expect(code).toBe('OK');
  const cookie = deviceCookieFrom(response.headers);
  expect(cookie).toBeTruthy();
  return cookie as string;
}

async function wrongGuesses(email: string, count: number, address: () => string, deviceCookie?: string): Promise<string[]> {
  const codes: string[] = [];
  for (let guess = 0; guess < count; guess += 1) codes.push((await signIn({ email, password: `guess number ${guess}` }, address(), deviceCookie)).code);
  return codes;
}

describe('a stranger guessing passwords', () => {
  it('locks out the stranger’s address, not the owner elsewhere, nor the owner’s known device anywhere', async () => {
    const owner = await registerTestAccount(t.api);
    const device = await ownersDevice(owner);
    const strangerAddress = freshAddress();

    const codes = await wrongGuesses(owner.email, 12, () => strangerAddress);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('UNAUTHORIZED'));
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    // The stranger stays slow: even the right password waits at that address, with the usual message.
    const locked = await signIn(owner, strangerAddress);
    expect(locked.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.response.status).toBe(429);
    expect(locked.response.error?.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(deviceCookieFrom(locked.response.headers)).toBeNull();

    // The owner on another network signs in with the right password.
    expect((await signIn(owner, freshAddress())).code).toBe('OK');
    // The owner's phone, which signed in before, gets in even from the locked-out address.
    const known = await signIn(owner, strangerAddress, device);
    expect(known.code).toBe('OK');
    expect(deviceCookieFrom(known.response.headers)).toBeTruthy();
  });

  it('gets no pass from a forged, tampered or borrowed device cookie', async () => {
    const owner = await registerTestAccount(t.api);
    const device = await ownersDevice(owner);
    const stranger = await registerTestAccount(t.api);
    const strangersOwnDevice = await ownersDevice(stranger);
    const strangerAddress = freshAddress();
    expect(await wrongGuesses(owner.email, 10, () => strangerAddress)).toEqual(Array(10).fill('UNAUTHORIZED'));

    const [tag, accountId, nonce, issuedAt, mac] = device.split('.') as [string, string, string, string, string];
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const forgedBody = [tag, accountId, randomBytes(16).toString('base64url'), issuedAt].join('.');
    const forgeries = {
      'a flipped signature': [tag, accountId, nonce, issuedAt, flipped].join('.'),
      'a new nonce under the old signature': [tag, accountId, randomBytes(16).toString('base64url'), issuedAt, mac].join('.'),
      'signed with a key of its own': `${forgedBody}.${createHmac('sha256', randomBytes(32)).update(forgedBody).digest('base64url')}`,
      'no signature': [tag, accountId, nonce, issuedAt].join('.'),
      // An authentic cookie, for the stranger's own account: it speaks for that account only.
      'another account’s cookie': strangersOwnDevice,
      'another account’s cookie with this account’s id': strangersOwnDevice.replace(stranger.account.id, owner.account.id),
    };
    for (const [name, cookie] of Object.entries(forgeries)) {
      expect({ name, code: (await signIn(owner, strangerAddress, cookie)).code }).toEqual({ name, code: 'TOO_MANY_REQUESTS' });
    }
    expect((await signIn(owner, strangerAddress, device)).code).toBe('OK');
  });

  it('through a stolen device cookie, gets that cookie’s own few guesses and then no pass', async () => {
    const owner = await registerTestAccount(t.api);
    const stolen = await ownersDevice(owner);
    const ownersOtherDevice = await ownersDevice(owner);
    const strangerAddress = freshAddress();
    expect((await wrongGuesses(owner.email, 11, () => strangerAddress)).at(-1)).toBe('TOO_MANY_REQUESTS');

    // The device's own bucket: ten wrong passwords, past the address's lockout...
    expect(await wrongGuesses(owner.email, 10, () => strangerAddress, stolen)).toEqual(Array(10).fill('UNAUTHORIZED'));
    // ...then the cookie is trusted no more, and the address's lockout holds, right password or not.
    expect((await signIn(owner, strangerAddress, stolen)).code).toBe('TOO_MANY_REQUESTS');
    // The owner's other device is a bucket of its own.
    expect((await signIn(owner, strangerAddress, ownersOtherDevice)).code).toBe('OK');
  });

  it('meets the per-email limit when the guesses are spread over many addresses', async () => {
    const owner = await registerTestAccount(t.api);
    const device = await ownersDevice(owner); // one attempt of the 30
    const codes = await wrongGuesses(owner.email, 32, freshAddress);
    expect(codes.slice(0, 29)).toEqual(Array(29).fill('UNAUTHORIZED'));
    expect(codes.slice(29)).toEqual(Array(3).fill('TOO_MANY_REQUESTS'));
    // That bound costs a device never seen before the window...
    expect((await signIn(owner, freshAddress())).code).toBe('TOO_MANY_REQUESTS');
    // ...but not the owner's known device.
    expect((await signIn(owner, freshAddress(), device)).code).toBe('OK');
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Lax, long-lived and sent to the API only', async () => {
    const owner = await registerTestAccount(t.api);
    const { response } = await signIn(owner, freshAddress());
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${deviceCookieName}=`)) ?? '';
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\/api\/trpc(;|$)/i);
    expect(Number(header.match(/Max-Age=(\d+)/i)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    // Not Secure on plain-http test servers, as the session cookie (auth-cookie.ts).
    expect(header).not.toMatch(/; Secure/i);
  });

  it('is given at registration and at password reset, and kept at sign-out', async () => {
    const address = freshAddress();
    const email = `device-${randomBytes(6).toString('hex')}@example.test`;
    const registered = await t.api.mutate(
      'account.register',
      { firstName: 'Door', lastName: 'Staff', email, password: 'correct horse battery' },
      { headers: { 'x-forwarded-for': address } },
    );
    const fromRegistration = deviceCookieFrom(registered.headers);
    expect(fromRegistration).toBeTruthy();

    const signOut = await t.api.mutate('account.signOut', undefined, { headers: { cookie: `${deviceCookieName}=${fromRegistration}` } });
    expect(signOut.status).toBe(200);
    expect(deviceCookieFrom(signOut.headers)).toBeNull();

    const strangerAddress = freshAddress();
    expect((await wrongGuesses(email, 11, () => strangerAddress)).at(-1)).toBe('TOO_MANY_REQUESTS');
    expect((await signIn({ email, password: 'correct horse battery' }, strangerAddress, fromRegistration as string)).code).toBe('OK');

    await t.api.mutate('account.forgotPassword', { email }, { headers: { 'x-forwarded-for': address } });
    const token = await latestResetToken(t.api, email);
    const reset = await t.api.mutate('account.resetPassword', { token, password: 'a brand new passphrase' });
    const fromReset = deviceCookieFrom(reset.headers);
    expect(fromReset).toBeTruthy();
    expect((await signIn({ email, password: 'a brand new passphrase' }, strangerAddress, fromReset as string)).code).toBe('OK');
  });
});

describe('the device cookie’s key', () => {
  it('is derived from the code-signing key, so every server given the same CODE_SIGNING_KEY honours the others’ cookies', async () => {
    const CODE_SIGNING_KEY = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const first = await startTestServer({ env: { CODE_SIGNING_KEY } });
    const second = await startTestServer({ env: { CODE_SIGNING_KEY } });
    try {
      const owner = await registerTestAccount(first.api);
      const cookie = deviceCookieFrom((await first.api.mutate('account.signIn', owner)).headers) as string;
      expect(await verifyDeviceCookie(second.server.deps, cookie)).toMatchObject({ accountId: owner.account.id });
      // A server with a key of its own (generated into its own database) does not.
      expect(await verifyDeviceCookie(t.server.deps, cookie)).toBeNull();
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the device cookie between instances (PostgreSQL)', () => {
  const instances = useTwoInstances();

  it('is honoured by every instance on the database that keeps the generated key', async () => {
    const { a, b } = instances;
    const owner = await registerTestAccount(a.api);
    const cookie = deviceCookieFrom((await a.api.mutate('account.signIn', owner)).headers) as string;
    expect(await verifyDeviceCookie(b.server.deps, cookie)).toMatchObject({ accountId: owner.account.id });
  });
});
