import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticateResult } from '#shared/contracts/account.ts';
import { registerTestAccount, uniqueEmail } from '../helpers/accounts.ts';
import { latestResetToken, readOutbox, waitForMail } from '../helpers/dev-mail.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const publicUrl = 'https://hallway.example';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_URL: publicUrl } });
});
afterAll(() => t.stop());

const newPassword = 'a brand new passphrase';

describe('account.forgotPassword', () => {
  it('mails a one-hour reset link on PUBLIC_URL for a known email', async () => {
    const { email } = await registerTestAccount(t.api);
    const response = await t.api.mutate('account.forgotPassword', { email: email.toUpperCase() });
    expect(response.data).toEqual({ ok: true });
    const [mail] = await waitForMail(t.api, email);
    expect(mail?.subject).toMatch(/reset/i);
    expect(mail?.text).toContain(`${publicUrl}/reset-password?token=`);
    expect(mail?.html).toContain(`${publicUrl}/reset-password?token=`);
  });

  it('answers exactly the same for an unknown email, and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await t.api.mutate('account.forgotPassword', { email });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ ok: true });
    // The mail work runs after the answer: once a later request's mail has landed, this one's would have too.
    const { email: known } = await registerTestAccount(t.api);
    await t.api.mutate('account.forgotPassword', { email: known });
    await waitForMail(t.api, known);
    expect(await readOutbox(t.api, email)).toEqual([]);
  });

  it('escapes the account holder’s name in the HTML mail', async () => {
    const { email } = await registerTestAccount(t.api, { firstName: '<img src=x onerror=alert(1)>' });
    await t.api.mutate('account.forgotPassword', { email });
    const [mail] = await waitForMail(t.api, email);
    expect(mail?.html).not.toContain('<img src=x');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('account.resetPassword', () => {
  it('sets the new password: the new one signs in, the old one no longer does', async () => {
    const { email, password } = await registerTestAccount(t.api);
    await t.api.mutate('account.forgotPassword', { email });
    const token = await latestResetToken(t.api, email);
    const reset = await t.api.mutate('account.resetPassword', { token, password: newPassword });
    expect(reset.data).toEqual({ ok: true });
    expect((await t.api.mutate('account.signIn', { email, password: newPassword })).status).toBe(200);
    expect((await t.api.mutate('account.signIn', { email, password })).error?.data.code).toBe('UNAUTHORIZED');
  });

  it('works once: a second use of the same link is refused', async () => {
    const { email } = await registerTestAccount(t.api);
    await t.api.mutate('account.forgotPassword', { email });
    const token = await latestResetToken(t.api, email);
    expect((await t.api.mutate('account.resetPassword', { token, password: newPassword })).status).toBe(200);
    const again = await t.api.mutate('account.resetPassword', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.error?.data.code).toBe('BAD_REQUEST');
    expect(again.error?.message).toBe('This reset link is invalid or has expired');
  });

  it('refuses a link older than one hour', async () => {
    const { email, password } = await registerTestAccount(t.api);
    await t.api.mutate('account.forgotPassword', { email });
    const token = await latestResetToken(t.api, email);
    t.clock.advance(61 * 60);
    try {
      const response = await t.api.mutate('account.resetPassword', { token, password: newPassword });
      expect(response.error?.message).toBe('This reset link is invalid or has expired');
    } finally {
      t.clock.advance(-61 * 60);
    }
    expect((await t.api.mutate('account.signIn', { email, password })).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await t.api.mutate('account.resetPassword', { token: 'x'.repeat(43), password: newPassword });
    expect(response.error?.data.code).toBe('BAD_REQUEST');
  });

  it('signs the account out everywhere and spends its other open links', async () => {
    const { email, token: session } = await registerTestAccount(t.api);
    await t.api.mutate('account.forgotPassword', { email });
    const older = await latestResetToken(t.api, email);
    await t.api.mutate('account.forgotPassword', { email });
    const newer = await latestResetToken(t.api, email, 2);
    expect(newer).not.toBe(older);

    await t.api.mutate('account.resetPassword', { token: newer, password: newPassword });
    const check = await t.api.query<AuthenticateResult>('account.authenticate', undefined, { token: session });
    expect(check.data.success).toBe(false);
    const reuse = await t.api.mutate('account.resetPassword', { token: older, password: 'yet another passphrase' });
    expect(reuse.error?.data.code).toBe('BAD_REQUEST');
  });
});
