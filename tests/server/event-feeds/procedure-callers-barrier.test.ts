// Runs on both databases: the LISTEN barrier exists only on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { createFeedReaders, type FeedReaders } from '#server/services/event-feeds/feed-readers.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs, type Member } from '../schedule/scene.ts';
import { removeMember, requestWith, signOut as signOutOf } from './reader-requests.ts';

// On PostgreSQL, procedures take their caller's session and access from the feeds' memory only
// after a barrier (db/pg-listener.ts) has brought in every notice committed before the request:
// here the notices "on their way" are held by hand and handed over when the barrier is asked.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const callerId = async (readers: FeedReaders, who: Member) => (await readers.caller(requestWith(who.token))).account?.id ?? null;
const signOut = (who: Member) => signOutOf(t, who);

/** Readers as on PostgreSQL, whose barrier hands over the notices still on their way. */
function listenedReaders(options: { answers?: () => boolean; elapsedMs?: () => number } = {}) {
  const onTheirWay: Array<() => void> = [];
  let barriers = 0;
  const readers = createFeedReaders(t.server.deps, {
    listening: () => true,
    holdMs: 1_500,
    ...(options.elapsedMs ? { elapsedMs: options.elapsedMs } : {}),
    barrier: async () => {
      barriers += 1;
      if (!(options.answers?.() ?? true)) return false;
      for (const notice of onTheirWay.splice(0)) notice();
      return true;
    },
  });
  return { readers, onTheirWay, barriers: () => barriers };
}

describe('procedure callers on a shared database', () => {
  it('come from memory after a barrier, and a notice still on its way is heard before the next caller is answered', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const quitter = await joinAs(t, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    let elapsed = 0;
    const { readers, onTheirWay, barriers } = listenedReaders({ elapsedMs: () => elapsed });
    expect(await callerId(readers, quitter)).toBe(quitter.account.id);

    await signOut(quitter);
    // No notice at all (this instance never heard of it): memory answers, even past the feeds'
    // hold, since a barrier answered. This is what spares the database two reads per request.
    elapsed += 60_000;
    expect(await callerId(readers, quitter)).toBe(quitter.account.id);

    // The sign-out's notice, committed before the next request, is still on its way: the barrier brings it in.
    onTheirWay.push(() => readers.changed('account', quitter.account.id));
    expect(await callerId(readers, quitter)).toBeNull();
    expect(barriers()).toBe(3);
  });

  it('see a removal from the event in the next request once its notice comes in through the barrier', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const leaver = await joinAs(t, eventId, 'attendee', { firstName: 'Lee', lastName: 'Leaver' });
    const { readers, onTheirWay } = listenedReaders();
    const membership = async () => (await (await readers.caller(requestWith(leaver.token))).access.event(eventId))?.membership ?? null;
    expect(await membership()).not.toBeNull();
    await removeMember(t, leaver, eventId);
    onTheirWay.push(() => readers.changed('access', eventId));
    expect(await membership()).toBeNull();
  });

  it('ask the database when the barrier does not answer in time', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const quitter = await joinAs(t, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    let answers = true;
    const { readers } = listenedReaders({ answers: () => answers });
    expect(await callerId(readers, quitter)).toBe(quitter.account.id);
    await signOut(quitter);
    answers = false;
    expect(await callerId(readers, quitter)).toBeNull();
  });

  it('read the rows for the rest of a request once it forgot its grants (its own change is still on its way)', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const member = await joinAs(t, eventId, 'attendee', { firstName: 'Fay', lastName: 'Forget' });
    const { readers } = listenedReaders();
    const caller = await readers.caller(requestWith(member.token));
    expect((await caller.access.event(eventId))?.membership?.role).toBe('attendee');
    await t.db.update(eventMembers).set({ role: 'staff' }).where(eq(eventMembers.id, member.attendeeId));
    expect((await caller.access.event(eventId))?.membership?.role).toBe('attendee');
    caller.access.forget();
    expect((await caller.access.event(eventId))?.membership?.role).toBe('staff');
  });
});
