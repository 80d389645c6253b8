// The development mail outbox (GET /api/dev/mail) lists every mail, password-reset links
// included: whoever reads it can reset any password. It was open to anyone on a default
// start (`npm start` ran as development), also over the network with HOST=0.0.0.0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestAccount } from '../helpers/accounts.ts';
import { waitForMail } from '../helpers/dev-mail.ts';
import { findLanAddress, lanUrl } from '../helpers/lan-address.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createApiClient } from '../helpers/trpc-http.ts';

const lanAddress = findLanAddress();

describe('the mail outbox on a default start', () => {
  let t: TestServer;
  // Empty strings count as unset: the server's own defaults, as `npm start` gets them.
  beforeAll(async () => {
    t = await startTestServer({ env: { NODE_ENV: '', DEV_MAIL_OUTBOX: '' } });
  });
  afterAll(() => t.stop());

  it('does not exist, even for this machine', async () => {
    const { email } = await registerTestAccount(t.api);
    await t.api.mutate('account.forgotPassword', { email });
    const response = await t.api.fetch(`/api/dev/mail?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('reset-password');
  });
});

describe('the mail outbox when switched on (DEV_MAIL_OUTBOX=1)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { HOST: '0.0.0.0', DEV_MAIL_OUTBOX: '1', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.stop());

  it('answers this machine, so a developer can follow a reset link', async () => {
    const { email } = await registerTestAccount(t.api);
    await t.api.mutate('account.forgotPassword', { email });
    const [mail] = await waitForMail(t.api, email);
    expect(mail?.text).toContain('/reset-password?token=');
  });

  it.skipIf(!lanAddress)('answers any other machine 404, exactly as if it did not exist', async () => {
    const lan = createApiClient(lanUrl(t.url, lanAddress as string));
    const outbox = await lan.fetch('/api/dev/mail');
    const missing = await lan.fetch('/api/no-such-route');
    expect(outbox.status).toBe(404);
    expect(await outbox.json()).toEqual({ ...((await missing.json()) as object), path: '/api/dev/mail' });
  });

  it.skipIf(!lanAddress)('believes no X-Forwarded-For claiming to be this machine', async () => {
    const lan = createApiClient(lanUrl(t.url, lanAddress as string));
    for (const claimed of ['127.0.0.1', '::1']) {
      expect((await lan.fetch('/api/dev/mail', { headers: { 'x-forwarded-for': claimed } })).status).toBe(404);
    }
  });

  it('refuses what a reverse proxy on this machine relays from elsewhere', async () => {
    expect((await t.api.fetch('/api/dev/mail', { headers: { 'x-forwarded-for': '198.51.100.20' } })).status).toBe(404);
    expect((await t.api.fetch('/api/dev/mail', { headers: { forwarded: 'for=198.51.100.20' } })).status).toBe(404);
  });
});

describe('the mail outbox with real mail (SMTP_URL set)', () => {
  it('does not exist even when switched on', async () => {
    const t = await startTestServer({ env: { DEV_MAIL_OUTBOX: '1', SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      expect((await t.api.fetch('/api/dev/mail')).status).toBe(404);
    } finally {
      await t.stop();
    }
  });
});

if (!lanAddress) console.warn('dev-mail-outbox: no non-loopback IPv4 address on this machine; the other-machine checks were skipped');
