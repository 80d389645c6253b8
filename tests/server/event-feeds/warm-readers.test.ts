// Runs on both databases: readers follow LISTEN/NOTIFY on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedReaders, type FeedReaders } from '#server/services/event-feeds/feed-readers.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs, type Member } from '../schedule/scene.ts';
import { requestWith, removeMember as removeMemberOf, signOut as signOutOf } from './reader-requests.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const callerOf = (readers: FeedReaders, who: Member) => readers.caller(requestWith(who.token));
const signOut = (who: Member) => signOutOf(t, who);
const removeMember = (who: Member, eventId: string) => removeMemberOf(t, who, eventId);

// What a notification stream does when it opens: the session and the access its person's next
// request (a vote) needs are read then, into the same memory procedures' callers read from. The
// notices are fed in by hand, as from another process.
describe('warming the readers for an account whose stream opened', () => {
  it('remembers the session and the event access until a notice names them', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const voter = await joinAs(t, eventId, 'attendee', { firstName: 'Vi', lastName: 'Voter' });
    const readers = createFeedReaders(t.server.deps, { listening: () => true, holdMs: Number.POSITIVE_INFINITY, barrier: async () => true });
    await readers.warm(voter.token, [eventId]);

    await signOut(voter);
    await removeMember(voter, eventId);
    // Nothing announced yet: both come from what warm read (a procedure would read the rows otherwise).
    const warmed = await callerOf(readers, voter);
    expect(warmed.account?.id).toBe(voter.account.id);
    expect((await warmed.access.event(eventId))?.membership?.role).toBe('attendee');

    readers.changed('access', eventId);
    const afterAccess = await callerOf(readers, voter);
    expect(afterAccess.account?.id).toBe(voter.account.id);
    expect((await afterAccess.access.event(eventId))?.membership).toBeNull();
    readers.changed('account', voter.account.id);
    expect((await callerOf(readers, voter)).account).toBeNull();
  });

  it('remembers nothing for a token that lets nobody in', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const quitter = await joinAs(t, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    await signOut(quitter);
    const readers = createFeedReaders(t.server.deps, { listening: () => true, holdMs: Number.POSITIVE_INFINITY, barrier: async () => true });
    await readers.warm(quitter.token, [eventId]);
    expect((await callerOf(readers, quitter)).account).toBeNull();
  });

  it('remembers nothing while the LISTEN connection is down (no notice could correct it)', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const voter = await joinAs(t, eventId, 'attendee', { firstName: 'Vi', lastName: 'Voter' });
    let up = false;
    const readers = createFeedReaders(t.server.deps, { listening: () => up, holdMs: Number.POSITIVE_INFINITY, barrier: async () => true });
    await readers.warm(voter.token, [eventId]);
    await signOut(voter);
    up = true;
    expect((await callerOf(readers, voter)).account).toBeNull();
  });
});
