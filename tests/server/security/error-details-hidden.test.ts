// Runs on both databases: each driver words its database errors differently.
// A default start ran in development mode, whose error answers carried stack traces and, for
// a database error, the SQL text with its parameters (for register: the new password's
// argon2 hash). Development mode is opt-in now; every other mode answers without internals.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/accounts.ts';
import { postRawTrpcBody } from '../helpers/raw-trpc-post.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const generic = 'Something went wrong on our side. Please try again.';

let t: TestServer;
beforeAll(async () => {
  // NODE_ENV empty = unset: the server's own default, as `npm start` gets it.
  t = await startTestServer({ env: { NODE_ENV: '' } });
  // Every welcome notification now fails inside register, after the account row is written:
  // a database error (a unique violation, as a race would raise) bubbling out of a procedure.
  await t.db.execute(sql`
    create function test_refuse_notification() returns trigger language plpgsql as $$
    begin
      raise exception using errcode = '23505', message = 'duplicate key value violates unique constraint "notifications_pkey"';
    end $$`);
  await t.db.execute(sql`
    create trigger test_refuse_notification before insert on notifications
    for each row execute function test_refuse_notification()`);
});
afterAll(() => t.stop());

describe('error answers on a default start', () => {
  it('say nothing of the SQL, its parameters or the stack when a database error bubbles up', async () => {
    const response = await t.api.mutate('account.register', {
      firstName: 'Leak',
      lastName: 'Check',
      email: uniqueEmail('leak'),
      password: 'a password worth hashing',
    });
    expect(response.status).toBe(500);
    expect(response.error?.data.code).toBe('INTERNAL_SERVER_ERROR');
    expect(response.error?.message).toBe(generic);
    const body = JSON.stringify(response.raw);
    for (const internal of [/insert into/i, /notifications/i, /\$argon2/, /duplicate key/i, /params/i, /\.ts:\d+/, /stack/i]) {
      expect(body).not.toMatch(internal);
    }
    expect(response.error?.data.traceId).toBeTruthy();
  });

  it('carry no stack trace on an ordinary refusal either', async () => {
    const response = await t.api.query('profile.byHandle', { handle: 'nobody-has-this-handle' });
    expect(response.error?.data.code).toBe('NOT_FOUND');
    expect(response.error?.data.stack).toBeUndefined();
    expect(JSON.stringify(response.raw)).not.toMatch(/\.ts:\d+|node_modules/);
  });

  it('answer a body that is not JSON with a plain 4xx and no internals', async () => {
    const response = await postRawTrpcBody(t.api, 'account.signIn', '{"email":');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/\.ts:\d+|node_modules|stack/i);
  });
});
