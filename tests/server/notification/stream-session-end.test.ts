// Runs on both databases: two instances on one PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '#server/db/schema/account-tokens.ts';
import { hashToken } from '#server/services/auth/opaque-token.ts';
import { notificationStreamEvents, type NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import { insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';

// A notification stream lives as long as the session it was opened with: signed out (on this
// device or another), revoked or expired, the server ends it, so nothing more reaches a device
// whose session is over; the reconnect then gets 401, which stops EventSource.

/** Long enough for an announcement on a busy machine; a stream ends within milliseconds. */
const endWaitMs = 10_000;
const streams: EventStream[] = [];
afterAll(() => streams.forEach((stream) => stream.close()));

async function openStream(server: TestServer, token: string): Promise<EventStream> {
  const stream = await openEventStream(`${server.url}/api/notifications/stream`, token);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next(notificationStreamEvents.list);
  return stream;
}

/** A second session of the same account, as from another device. */
async function signInAgain(server: TestServer, email: string, password: string): Promise<string> {
  const signIn = await server.api.mutate('account.signIn', { email, password });
  const token = tokenFromSetCookie(signIn.headers);
  expect(token).toBeTruthy();
  return token as string;
}

describe('notification streams end with their session', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  it('ends the stream of the session that signed out, and only that one', async () => {
    const person = await registerTestAccount(t.api);
    const otherDevice = await signInAgain(t, person.email, person.password);
    const signingOut = await openStream(t, person.token);
    const staying = await openStream(t, otherDevice);

    expect((await t.api.mutate('account.signOut', undefined, { token: person.token })).error).toBeUndefined();
    expect(await signingOut.endedWithin(endWaitMs)).toBe(true);
    expect((await openEventStream(`${t.url}/api/notifications/stream`, person.token)).status).toBe(401);

    // The other device's stream is still open and still told about new notifications.
    await t.api.mutate('event.join', { id: await insertEvent(t.db, { name: 'Still Here Fest' }) }, { token: otherDevice });
    const list = (await staying.next(notificationStreamEvents.list)).data as NotificationsStreamPayload;
    expect(list.items.map((item) => item.topicName)).toContain('event_joined');
  });

  it('ends a stream whose token was revoked or cut short elsewhere (another device, a password reset)', async () => {
    const revoked = await registerTestAccount(t.api);
    const revokedStream = await openStream(t, revoked.token);
    await t.db.update(accountTokens).set({ revokedAt: new Date() }).where(eq(accountTokens.tokenHash, hashToken(revoked.token)));
    expect(await revokedStream.endedWithin(endWaitMs)).toBe(true);

    const expired = await registerTestAccount(t.api);
    const expiredStream = await openStream(t, expired.token);
    await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(accountTokens.tokenHash, hashToken(expired.token)));
    expect(await expiredStream.endedWithin(endWaitMs)).toBe(true);
  });

  it('ends the stream when the account is deleted with its tokens', async () => {
    const leaving = await registerTestAccount(t.api);
    const stream = await openStream(t, leaving.token);
    await t.db.delete(accountTokens).where(eq(accountTokens.accountId, leaving.account.id));
    expect(await stream.endedWithin(endWaitMs)).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('notification streams end with their session across instances (PostgreSQL)', () => {
  const instances = useTwoInstances();

  it('ends a stream open on one instance when its session signs out through the other', async () => {
    const { a, b } = instances;
    const person = await registerTestAccount(a.api);
    const onB = await openStream(b, person.token);
    expect((await a.api.mutate('account.signOut', undefined, { token: person.token })).error).toBeUndefined();
    expect(await onB.endedWithin(endWaitMs)).toBe(true);
    expect((await openEventStream(`${b.url}/api/notifications/stream`, person.token)).status).toBe(401);
  });
});
