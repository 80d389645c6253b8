import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '#server/db/schema/connections.ts';
import type { Match } from '#shared/contracts/attendees.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs, type Member } from '../schedule/scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

/** Through the profile form's procedure, as people fill it in (tags in any case). */
async function setProfile(who: Member, values: { visibility?: 'everyone' | 'connections' | 'nobody'; interests?: string[]; lookingFor?: string[]; offers?: string[] }) {
  const response = await t.api.mutate('profile.update', values, { token: who.token });
  expect(response.status).toBe(200);
}
const list = async (who: Member, eventId: string) => (await t.api.query<{ matches: Match[]; computedAt: number }>('matches.list', { eventId }, { token: who.token })).data.matches;
const count = async (who: Member, attendeeId: string) => (await t.api.query('matches.count', { attendeeId }, { token: who.token })).data;

describe('matches', () => {
  it('scores intents met in both directions above shared interests, explains each, and is symmetric', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const me = await joinAs(t, eventId, 'attendee', { firstName: 'Mia', lastName: 'Me' });
    const mentor = await joinAs(t, eventId, 'attendee', { firstName: 'Max', lastName: 'Mentor' });
    const fan = await joinAs(t, eventId, 'attendee', { firstName: 'Fan', lastName: 'Rust' });
    const nothing = await joinAs(t, eventId, 'attendee', { firstName: 'No', lastName: 'Overlap' });
    await setProfile(me, { interests: ['Rust', 'design'], lookingFor: ['mentoring'], offers: ['hiring'] });
    await setProfile(mentor, { interests: ['rust'], offers: ['Mentoring'], lookingFor: ['hiring'] });
    await setProfile(fan, { interests: ['rust', 'design'] });
    await setProfile(nothing, { interests: ['knitting'] });

    const mine = await list(me, eventId);
    expect(mine.map((match) => [match.person.firstName, match.score])).toEqual([
      ['Max', 7],
      ['Fan', 2],
    ]);
    expect(mine[0]?.reasons).toEqual({ sharedInterests: ['rust'], theyOffer: ['mentoring'], iOffer: ['hiring'] });
    expect(mine[0]?.explanation).toBe('You both follow rust; they offer mentoring, which you are looking for; you offer hiring, which they are looking for');
    expect(mine[1]?.explanation).toBe('You both follow design and rust');

    const theirs = await list(mentor, eventId);
    const back = theirs.find((match) => match.person.attendeeId === me.attendeeId);
    expect(back).toMatchObject({ score: 7, reasons: { sharedInterests: ['rust'], theyOffer: ['hiring'], iOffer: ['mentoring'] } });

    expect(await count(me, me.attendeeId)).toEqual({ success: true, data: { count: 2 } });
  });

  it('leaves out oneself, connections, opted-out and hidden people, and dismissed matches', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const me = await joinAs(t, eventId, 'attendee', { firstName: 'Mia', lastName: 'Me' });
    const names = ['Connected', 'OptedOut', 'FriendsOnly', 'Dismissed', 'Stays'];
    const people = await Promise.all(names.map((firstName) => joinAs(t, eventId, 'attendee', { firstName, lastName: 'Person' })));
    const [connected, optedOut, friendsOnly, dismissed, stays] = people as [Member, Member, Member, Member, Member];
    await setProfile(me, { interests: ['rust'] });
    for (const person of [connected, dismissed, stays]) await setProfile(person, { interests: ['rust'] });
    await setProfile(optedOut, { interests: ['rust'], visibility: 'nobody' });
    await setProfile(friendsOnly, { interests: ['rust'], visibility: 'connections' });
    await t.db.insert(connections).values([
      { ownerId: me.account.id, otherId: connected.account.id, connectedAt: new Date() },
      { ownerId: connected.account.id, otherId: me.account.id, connectedAt: new Date() },
    ]);
    expect((await list(me, eventId)).map((match) => match.person.firstName)).toEqual(['Dismissed', 'Stays']);
    expect((await t.api.mutate('matches.dismiss', { eventId, attendeeId: dismissed.attendeeId }, { token: me.token })).error).toBeUndefined();
    expect((await t.api.mutate('matches.dismiss', { eventId, attendeeId: dismissed.attendeeId }, { token: me.token })).error).toBeUndefined();
    expect((await list(me, eventId)).map((match) => match.person.firstName)).toEqual(['Stays']);
    expect((await t.api.mutate('matches.dismiss', { eventId, attendeeId: optedOut.attendeeId }, { token: me.token })).error?.data.code).toBe('NOT_FOUND');
  });

  it('answers the count in a success envelope, success: false without an active attendee or for someone else’s', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const me = await joinAs(t, eventId, 'attendee', { firstName: 'Mia', lastName: 'Me' });
    const other = await joinAs(t, eventId, 'attendee', { firstName: 'Oth', lastName: 'Er' });
    expect(await count(me, '')).toEqual({ success: false, error: { message: 'No active attendee' } });
    expect(await count(me, other.attendeeId)).toEqual({ success: false, error: { message: 'Attendee not found' } });
    expect(await count(me, me.attendeeId)).toEqual({ success: true, data: { count: 0 } });
    const off = await eventWithOrganizer(t, { enableAttendeeList: false });
    const there = await joinAs(t, off.eventId, 'attendee', { firstName: 'Off', lastName: 'List' });
    expect(await count(there, there.attendeeId)).toMatchObject({ success: false });
  });
});
