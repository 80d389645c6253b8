import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '#server/db/schema/account-tokens.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { events } from '#server/db/schema/events.ts';
import { organizationMembers } from '#server/db/schema/organization-members.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs } from '../schedule/scene.ts';
import { getFeed, onceChangeKnown, type FeedName } from './feed-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const procedures: Record<FeedName, string> = { schedule: 'schedule.get', directory: 'attendees.directory', 'directory/first': 'attendees.directory' };

/** The feed must refuse exactly as the procedure whose full answer it replaces. */
async function expectSameRefusal(feed: FeedName, eventId: string, token: string | undefined, status: number): Promise<string | null | undefined> {
  const viaFeed = await getFeed(t.url, feed, eventId, token ? { token } : {});
  const viaTrpc = await t.api.query(procedures[feed], { eventId }, token ? { token } : {});
  expect(viaTrpc.status).toBe(status);
  expect({ status: viaFeed.status, code: viaFeed.error?.data.code, message: viaFeed.error?.message, path: viaFeed.error?.data.path, reason: viaFeed.error?.data.reason }).toEqual({
    status: viaTrpc.status,
    code: viaTrpc.error?.data.code,
    message: viaTrpc.error?.message,
    path: procedures[feed],
    reason: viaTrpc.error?.data.reason,
  });
  expect(viaFeed.error?.code).toBe(viaTrpc.error?.code);
  expect(viaFeed.headers.get('cache-control')).toBe('no-store');
  return viaFeed.error?.data.reason;
}

/** The same refusal, in the next answer on PGlite and once the notice arrives on PostgreSQL. */
const expectRefusalOnceKnown = (feed: FeedName, eventId: string, token: string | undefined, status: number) =>
  onceChangeKnown(() => expectSameRefusal(feed, eventId, token, status));

describe('feed access', () => {
  it('refuses as schedule.get and attendees.directory do: signed out, unknown event, hidden event, non-member, feature off', async () => {
    const { eventId: open } = await eventWithOrganizer(t);
    const { eventId: unpublished } = await eventWithOrganizer(t, { published: false });
    const { eventId: featuresOff } = await eventWithOrganizer(t, { enableSchedule: false, enableAttendeeList: false });
    const outsider = await registerTestAccount(t.api);
    const member = await joinAs(t, featuresOff, 'attendee', { firstName: 'Mo', lastName: 'Member' });

    for (const feed of ['schedule', 'directory', 'directory/first'] as const) {
      await expectSameRefusal(feed, open, undefined, 401);
      await expectSameRefusal(feed, open, 'not-a-real-token', 401);
      await expectSameRefusal(feed, randomUUID(), outsider.token, 404);
      await expectSameRefusal(feed, unpublished, outsider.token, 404);
      // Both FORBIDDEN; only the switched-off feature says so, so the app can say "not offered" instead of "not for you".
      expect(await expectSameRefusal(feed, open, outsider.token, 403)).toBeNull();
      expect(await expectSameRefusal(feed, featuresOff, member.token, 403)).toBe('FEATURE_OFF');
    }
  });

  it('answers a malformed event id with 400, not 500', async () => {
    const { token } = await registerTestAccount(t.api);
    for (const feed of ['schedule', 'directory', 'directory/first'] as const) {
      const answer = await getFeed(t.url, feed, 'not-an-id', { token });
      expect(answer.status).toBe(400);
      expect(answer.error?.data.code).toBe('BAD_REQUEST');
      expect(answer.error?.data.fieldErrors).toHaveProperty('eventId');
    }
  });

  it('stops answering a member who left, though the answer is kept for the others', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t, { published: false });
    const leaver = await joinAs(t, eventId, 'attendee', { firstName: 'Lee', lastName: 'Leaver' });
    for (let twice = 0; twice < 2; twice++) expect((await getFeed(t.url, 'directory', eventId, { token: leaver.token })).status).toBe(200);
    await t.db.delete(eventMembers).where(eq(eventMembers.id, leaver.attendeeId));
    await expectRefusalOnceKnown('directory', eventId, leaver.token, 404);
    expect((await getFeed(t.url, 'directory', eventId, { token: organizer.token })).status).toBe(200);
  });

  // The server remembers sessions and access between requests: each way the right to read can
  // end must show as soon as the change is known (see expectRefusalOnceKnown).
  it('refuses as soon as the change is known when the right to read ends, though the reader was just let in', async () => {
    const { eventId } = await eventWithOrganizer(t);
    // Twice: whatever the server remembers about a reader is warm by the second answer.
    const read = async (token: string) => {
      await getFeed(t.url, 'schedule', eventId, { token });
      return (await getFeed(t.url, 'schedule', eventId, { token })).status;
    };

    const signedOut = await joinAs(t, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    expect(await read(signedOut.token)).toBe(200);
    expect((await t.api.mutate('account.signOut', undefined, { token: signedOut.token })).error).toBeUndefined();
    await expectRefusalOnceKnown('schedule', eventId, signedOut.token, 401);

    const revoked = await joinAs(t, eventId, 'attendee', { firstName: 'Rev', lastName: 'Oked' });
    expect(await read(revoked.token)).toBe(200);
    await t.db.update(accountTokens).set({ revokedAt: t.clock.now() }).where(eq(accountTokens.accountId, revoked.account.id));
    await expectRefusalOnceKnown('schedule', eventId, revoked.token, 401);

    const expiring = await joinAs(t, eventId, 'attendee', { firstName: 'Ex', lastName: 'Piring' });
    expect(await read(expiring.token)).toBe(200);
    await t.db.update(accountTokens).set({ expiresAt: new Date(t.clock.now().getTime() + 60_000) }).where(eq(accountTokens.accountId, expiring.account.id));
    t.clock.advance(120);
    await expectRefusalOnceKnown('schedule', eventId, expiring.token, 401);

    const member = await joinAs(t, eventId, 'attendee', { firstName: 'Mem', lastName: 'Ber' });
    expect(await read(member.token)).toBe(200);
    await t.db.update(events).set({ enableSchedule: false }).where(eq(events.id, eventId));
    await expectRefusalOnceKnown('schedule', eventId, member.token, 403);
    await t.db.update(events).set({ enableSchedule: true }).where(eq(events.id, eventId));
    await onceChangeKnown(async () => expect(await read(member.token)).toBe(200));
  });

  it('refuses as soon as the change is known an organization’s former staff member, though they were just let in', async () => {
    const organization = await insertOrganization(t.db);
    const { eventId } = await eventWithOrganizer(t, { organizationId: organization.id, published: false });
    const staff = await registerTestAccount(t.api);
    await addOrganizationMember(t.db, organization.id, staff.account.id, 'organizer');
    for (let twice = 0; twice < 2; twice++) expect((await getFeed(t.url, 'directory', eventId, { token: staff.token })).status).toBe(200);
    await t.db.delete(organizationMembers).where(eq(organizationMembers.accountId, staff.account.id));
    await expectRefusalOnceKnown('directory', eventId, staff.token, 404);
  });
});
