// Runs on both databases: readers follow LISTEN/NOTIFY on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedReaders, type FeedReaders } from '#server/services/event-feeds/feed-readers.ts';
import { requireSchedule } from '#server/services/schedule/require-schedule.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs, type Member } from '../schedule/scene.ts';
import { requestWith, removeMember as removeMemberOf, signOut as signOutOf } from './reader-requests.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const admitted = async (readers: FeedReaders, who: Member, eventId: string) => (await readers.admit(requestWith(who.token), eventId, requireSchedule))?.accountId ?? null;
const signOut = (who: Member) => signOutOf(t, who);
const removeMember = (who: Member, eventId: string) => removeMemberOf(t, who, eventId);

// How instances on PostgreSQL decide who reads a feed: from memory while their LISTEN connection
// hears every change (the notices tested here are fed in by hand), from the rows while it does not.
describe('feed readers where notices come from another process', () => {
  it('remember a reader until a notice names their account or event, then read again', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const leaver = await joinAs(t, eventId, 'attendee', { firstName: 'Lee', lastName: 'Leaver' });
    const quitter = await joinAs(t, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    const readers = createFeedReaders(t.server.deps, { listening: () => true, holdMs: Number.POSITIVE_INFINITY });
    for (const who of [leaver, quitter]) expect(await admitted(readers, who, eventId)).toBe(who.account.id);

    await signOut(quitter);
    await removeMember(leaver, eventId);
    // No notice yet: memory answers (this is what spares the database a read per request).
    expect(await admitted(readers, quitter, eventId)).toBe(quitter.account.id);
    expect(await admitted(readers, leaver, eventId)).toBe(leaver.account.id);

    readers.changed('account', quitter.account.id);
    readers.changed('access', eventId);
    expect(await admitted(readers, quitter, eventId)).toBeNull();
    await expect(admitted(readers, leaver, eventId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('hold what they remember only so long, so a lost notice cannot keep a revoked reader', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const quitter = await joinAs(t, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    let elapsed = 0;
    const readers = createFeedReaders(t.server.deps, { listening: () => true, holdMs: 1_500, elapsedMs: () => elapsed });
    expect(await admitted(readers, quitter, eventId)).toBe(quitter.account.id);
    await signOut(quitter);
    elapsed += 1_000;
    expect(await admitted(readers, quitter, eventId)).toBe(quitter.account.id);
    elapsed += 500;
    expect(await admitted(readers, quitter, eventId)).toBeNull();
  });

  it('read the rows on every request while the LISTEN connection is down, and forget all when it is back', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const leaver = await joinAs(t, eventId, 'attendee', { firstName: 'Lee', lastName: 'Leaver' });
    const quitter = await joinAs(t, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    let up = true;
    const readers = createFeedReaders(t.server.deps, { listening: () => up, holdMs: Number.POSITIVE_INFINITY });
    for (const who of [leaver, quitter]) expect(await admitted(readers, who, eventId)).toBe(who.account.id);

    up = false;
    for (const who of [leaver, quitter]) expect(await admitted(readers, who, eventId)).toBe(who.account.id);
    await signOut(quitter);
    await removeMember(leaver, eventId);
    expect(await admitted(readers, quitter, eventId)).toBeNull();
    await expect(admitted(readers, leaver, eventId)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    // Back up: what was remembered before the gap must not come back.
    readers.forgetAll();
    up = true;
    expect(await admitted(readers, quitter, eventId)).toBeNull();
    await expect(admitted(readers, leaver, eventId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
