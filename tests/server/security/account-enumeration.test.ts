// Who has an account could be read off the answers: register said "An account with this
// email already exists", forgotPassword took measurably longer for a known email (its mail
// was written before the answer), and profile.update told "taken" for any handle, as often
// as asked. Now: register's refusal names nothing and mails the owner, forgotPassword
// answers before any mail work, and handle tries are capped per account.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ProfileInput } from '#shared/contracts/profile.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { registerTestAccount, uniqueEmail } from '../helpers/accounts.ts';
import { readOutbox, waitForMail } from '../helpers/dev-mail.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    env: { PUBLIC_URL: 'https://hallway.example', RATE_LIMIT_FORGOT_PER_EMAIL: '2', RATE_LIMIT_HANDLE_CHANGE_PER_ACCOUNT: '3' },
  });
});
afterAll(() => t.stop());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

const registration = (email: string) => ({ firstName: 'Mallory', lastName: 'Probe', email, password: 'a guess at a password' });

describe('account.register with an email that has an account', () => {
  it('refuses without saying that the account exists, signs nobody in, and mails the owner', async () => {
    const owner = await registerTestAccount(t.api);
    const response = await t.api.mutate('account.register', registration(owner.email.toUpperCase()));
    expect(response.error?.data.code).toBe('CONFLICT');
    expect(response.error?.message).not.toMatch(/exist|already|registered|taken/i);
    expect(response.headers.getSetCookie()).toEqual([]);

    const [notice] = await waitForMail(t.api, owner.email);
    expect(notice?.subject).toMatch(/tried to register/i);
    expect(notice?.text).toContain('https://hallway.example/sign-in');
    expect(notice?.text).toContain('https://hallway.example/forgot-password');
    expect(notice?.text).not.toContain('a guess at a password');
  });

  it('spends the password hashing a new registration spends, so the time tells nothing', async () => {
    const owner = await registerTestAccount(t.api);
    const hashing: number[] = [];
    const roundTrips: number[] = [];
    const refusals: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      hashing.push((await timed(() => hashPassword('a guess at a password'))).ms);
      // A call of the same weight that hashes nothing: what HTTP and a busy machine cost by themselves.
      roundTrips.push((await timed(() => t.api.mutate('account.forgotPassword', { email: uniqueEmail('baseline') }))).ms);
      refusals.push((await timed(() => t.api.mutate('account.register', registration(owner.email)))).ms);
    }
    // Without the hash a refusal cost what any call costs; with it, a hash more.
    expect(median(refusals) - median(roundTrips)).toBeGreaterThan(median(hashing) * 0.5);
  });

  it('mails the owner no more often than reset mails are allowed', async () => {
    const owner = await registerTestAccount(t.api);
    for (let attempt = 0; attempt < 3; attempt += 1) await t.api.mutate('account.register', registration(owner.email));
    await waitForMail(t.api, owner.email, 2);
    // A later mail to someone else has landed: the third notice, had it been sent, would have too.
    const sentinel = await registerTestAccount(t.api);
    await t.api.mutate('account.register', registration(sentinel.email));
    await waitForMail(t.api, sentinel.email);
    expect(await readOutbox(t.api, owner.email)).toHaveLength(2);
  });
});

describe('account.forgotPassword', () => {
  it('answers before any mail work, so a known email answers as fast as an unknown one', async () => {
    const { email } = await registerTestAccount(t.api);
    // A slow mail store, as a slow SMTP server would be: every outbox write now takes 1.5 s.
    await t.db.execute(sql`
      create function test_slow_mail() returns trigger language plpgsql as $$
      begin perform pg_sleep(1.5); return new; end $$`);
    await t.db.execute(sql`create trigger test_slow_mail before insert on mail_outbox for each row execute function test_slow_mail()`);
    try {
      const unknown = await timed(() => t.api.mutate('account.forgotPassword', { email: uniqueEmail('ghost') }));
      const known = await timed(() => t.api.mutate('account.forgotPassword', { email }));
      expect(known.result.raw).toEqual(unknown.result.raw);
      expect(known.ms).toBeLessThan(1000);
      const [mail] = await waitForMail(t.api, email);
      expect(mail?.text).toContain('/reset-password?token=');
    } finally {
      await t.db.execute(sql`drop trigger test_slow_mail on mail_outbox`);
      await t.db.execute(sql`drop function test_slow_mail()`);
    }
  });
});

describe('profile.update with a handle someone else has', () => {
  const input = { headline: '', company: '', bio: '', interests: [], lookingFor: [], offers: [], visibility: 'everyone', links: [] } satisfies ProfileInput;
  const update = (token: string, handle?: string) => t.api.mutate<Profile>('profile.update', { ...input, ...(handle ? { handle } : {}) }, { token });

  it('tells the person choosing it, a few tries per window, then asks them to wait', async () => {
    const prober = await registerTestAccount(t.api);
    const codes: string[] = [];
    for (const handle of ['probe-one', 'probe-two', 'probe-three', 'probe-four']) {
      await registerTestAccount(t.api).then(async (owner) => update(owner.token, handle));
      codes.push((await update(prober.token, handle)).error?.data.code ?? 'OK');
    }
    expect(codes).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'TOO_MANY_REQUESTS']);
    // Saving the rest of the profile, handle unchanged, is never held back.
    expect((await update(prober.token)).status).toBe(200);
    t.clock.advance(901);
    try {
      expect((await update(prober.token, 'probe-four')).error?.data.code).toBe('CONFLICT');
    } finally {
      t.clock.advance(-901);
    }
  });
});
