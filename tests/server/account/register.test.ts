// Runs on both databases: two registrations of one email race on the unique index.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { registrationRefusedMessage } from '#server/services/accounts/register-account.ts';
import type { Account } from '#shared/contracts/account.ts';
import type { NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import { accountTokenCookieName, accountTokenMaxAgeSeconds } from '#shared/contracts/session.ts';
import { registerTestAccount, uniqueEmail } from '../helpers/accounts.ts';
import { postRawTrpcBody } from '../helpers/raw-trpc-post.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

async function countAccounts(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(accounts);
  return row?.total ?? 0;
}

describe('account.register', () => {
  it('creates the account, answers it without secrets and signs it in with the auth cookie', async () => {
    const email = uniqueEmail('Grace');
    const response = await t.api.mutate<{ account: Account }>('account.register', {
      firstName: '  Grace ',
      lastName: 'Hopper',
      email: `  ${email.toUpperCase()} `,
      password: 'a long enough password',
    });
    expect(response.status).toBe(200);
    const { account } = response.data;
    expect(account).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: email.toLowerCase(), links: [], picture: null });
    expect(JSON.stringify(response.raw)).not.toMatch(/argon2|password/i);

    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${accountTokenCookieName}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toContain(`Max-Age=${accountTokenMaxAgeSeconds}`);
    expect(cookie).not.toMatch(/Secure/i); // test mode over http
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const { email, password } = await registerTestAccount(t.api);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('greets the new account with a real welcome notification', async () => {
    const { token } = await registerTestAccount(t.api);
    const list = await t.api.query<NotificationsStreamPayload>('notification.list', { limit: 10, offset: 0 }, { token });
    expect(list.data.total).toBe(1);
    expect(list.data.items[0]).toMatchObject({ topicName: 'welcome', read: false, archive: false });
    expect(list.data.items[0]?.payload?.title).toBe('Welcome to Hallway');
  });

  it('refuses a second account for the same email, whatever its case, with CONFLICT', async () => {
    const { email } = await registerTestAccount(t.api);
    const before = await countAccounts();
    const again = await t.api.mutate('account.register', {
      firstName: 'Other',
      lastName: 'Person',
      email: email.toUpperCase(),
      password: 'another long password',
    });
    expect(again.status).toBe(409);
    expect(again.error?.data.code).toBe('CONFLICT');
    // The refusal does not say the account exists (the owner is mailed instead: tests/server/security/account-enumeration).
    expect(again.error?.message).toBe(registrationRefusedMessage);
    expect(await countAccounts()).toBe(before);
  });
});

describe('account.register at the same moment', () => {
  it('lets exactly one of two simultaneous registrations of an email win; the other gets CONFLICT', async () => {
    const input = { firstName: 'Twin', lastName: 'Request', email: uniqueEmail('twin'), password: 'correct horse battery' };
    const responses = await Promise.all([t.api.mutate('account.register', input), t.api.mutate('account.register', input)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select({ total: count() }).from(accounts).where(eq(accounts.email, input.email));
    expect(row?.total).toBe(1);
  });
});

describe('account.register with bad input', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', password: 'correct horse battery' };
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['missing fields', { email: uniqueEmail() }, ['firstName', 'lastName', 'password']],
    ['wrong types', { ...valid, firstName: 42, email: ['a@b.c'] }, ['firstName', 'email']],
    ['an invalid email', { ...valid, email: 'not-an-email' }, ['email']],
    ['a short password', { ...valid, email: uniqueEmail(), password: 'short' }, ['password']],
    ['oversize values', { ...valid, email: uniqueEmail(), firstName: 'x'.repeat(81), password: 'p'.repeat(201) }, ['firstName', 'password']],
    ['a blank name', { ...valid, email: uniqueEmail(), lastName: '   ' }, ['lastName']],
  ];

  it.each(cases)('answers BAD_REQUEST with field errors for %s, and writes nothing', async (_label, input, fields) => {
    const before = await countAccounts();
    const response = await t.api.mutate('account.register', input);
    expect(response.status).toBe(400);
    expect(response.error?.data.code).toBe('BAD_REQUEST');
    expect(Object.keys(response.error?.data.fieldErrors ?? {}).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(response.error?.data.fieldErrors?.[field]?.[0]).toEqual(expect.any(String));
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countAccounts()).toBe(before);
  });

  it('answers 413 for a body above the size limit, and writes nothing', async () => {
    const before = await countAccounts();
    const response = await postRawTrpcBody(t.api, 'account.register', JSON.stringify({ ...valid, email: uniqueEmail(), firstName: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await countAccounts()).toBe(before);
  });

  it('answers a body that is not JSON with an error and writes nothing', async () => {
    const before = await countAccounts();
    const response = await postRawTrpcBody(t.api, 'account.register', '{"firstName": ');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await countAccounts()).toBe(before);
  });
});
