import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '#server/db/schema/connections.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { AttendeeDetail, Directory } from '#shared/contracts/attendees.ts';
import type { Match } from '#shared/contracts/attendees.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs, type Member } from '../schedule/scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

type Visibility = 'everyone' | 'connections' | 'nobody';
async function setProfile(who: Member, values: { visibility?: Visibility; interests?: string[]; lookingFor?: string[]; offers?: string[] }) {
  const now = t.clock.now();
  await t.db
    .insert(profiles)
    .values({ accountId: who.account.id, handle: `h-${who.account.id.slice(0, 8)}`, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.accountId, set: { ...values, updatedAt: now } });
}
const connect = (owner: Member, other: Member) => t.db.insert(connections).values({ ownerId: owner.account.id, otherId: other.account.id, connectedAt: new Date() });
const directory = async (who: Member, eventId: string, since?: number) =>
  (await t.api.query<Directory>('attendees.directory', { eventId, ...(since === undefined ? {} : { since }) }, { token: who.token })).data;
const ids = (people: Directory['people']) => people.map((person) => person.attendeeId).sort();

describe('attendee directory: visibility', () => {
  it('shows everyone-profiles to all, connections-profiles to their connections, nobody-profiles to no one but themselves, everywhere', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t);
    const viewer = await joinAs(t, eventId, 'attendee', { firstName: 'Vic', lastName: 'Viewer' });
    const open = await joinAs(t, eventId, 'attendee', { firstName: 'Olive', lastName: 'Open' });
    const friendsOnly = await joinAs(t, eventId, 'attendee', { firstName: 'Fay', lastName: 'Friends' });
    const strangersOnly = await joinAs(t, eventId, 'attendee', { firstName: 'Stan', lastName: 'Stranger' });
    const hidden = await joinAs(t, eventId, 'speaker', { firstName: 'Hedy', lastName: 'Hidden' });
    await setProfile(viewer, { interests: ['rust'], lookingFor: ['mentoring'] });
    await setProfile(open, { interests: ['Rust'] });
    await setProfile(friendsOnly, { visibility: 'connections', interests: ['rust'] });
    await setProfile(strangersOnly, { visibility: 'connections', interests: ['rust'] });
    await setProfile(hidden, { visibility: 'nobody', interests: ['rust'], offers: ['mentoring'] });
    await connect(friendsOnly, viewer);

    const seen = await directory(viewer, eventId);
    expect(seen.full).toBe(true);
    expect(ids(seen.people)).toEqual([organizer.attendeeId, viewer.attendeeId, open.attendeeId, friendsOnly.attendeeId].sort());
    expect(seen.people.find((person) => person.attendeeId === open.attendeeId)).toMatchObject({ firstName: 'Olive', interests: ['Rust'], role: 'attendee', picture: null });
    expect(ids((await directory(hidden, eventId)).people)).toContain(hidden.attendeeId);

    const detail = (attendeeId: string) => t.api.query<AttendeeDetail>('attendees.detail', { eventId, attendeeId }, { token: viewer.token });
    expect((await detail(hidden.attendeeId)).error?.data.code).toBe('NOT_FOUND');
    expect((await detail(strangersOnly.attendeeId)).error?.data.code).toBe('NOT_FOUND');
    expect((await detail(friendsOnly.attendeeId)).data).toMatchObject({ isMe: false, connection: 'none' });
    expect((await detail(viewer.attendeeId)).data).toMatchObject({ isMe: true });

    const matches = (await t.api.query<{ matches: Match[] }>('matches.list', { eventId }, { token: viewer.token })).data.matches;
    const matched = matches.map((match) => match.person.attendeeId);
    expect(matched).not.toContain(hidden.attendeeId);
    expect(matched).not.toContain(strangersOnly.attendeeId);
    expect(JSON.stringify(matches)).not.toContain('Hedy');
  });

  it('sends only changes since a cursor, and hidden, leaving and disconnected people as removed ids', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t);
    const viewer = await joinAs(t, eventId, 'attendee', { firstName: 'Vic', lastName: 'Viewer' });
    const hider = await joinAs(t, eventId, 'attendee', { firstName: 'Hal', lastName: 'Hider' });
    const leaver = await joinAs(t, eventId, 'attendee', { firstName: 'Lea', lastName: 'Leaver' });
    const friend = await joinAs(t, eventId, 'attendee', { firstName: 'Fred', lastName: 'Friend' });
    const renamer = await joinAs(t, eventId, 'attendee', { firstName: 'Ren', lastName: 'Namer' });
    await setProfile(friend, { visibility: 'connections' });
    await connect(friend, viewer);
    t.clock.advance(60);
    const first = await directory(viewer, eventId);
    expect(first.people).toHaveLength(6);

    t.clock.advance(60);
    await setProfile(hider, { visibility: 'nobody' });
    await setProfile(renamer, { interests: ['go'] });
    await t.db.delete(connections).where(eq(connections.ownerId, friend.account.id));
    const people = (await t.api.query<{ items: Array<{ id: string; accountId: string }> }>('people.list', { eventId }, { token: organizer.token })).data.items;
    const personId = people.find((person) => person.accountId === leaver.account.id)?.id;
    expect((await t.api.mutate('people.remove', { eventId, personId }, { token: organizer.token })).error).toBeUndefined();
    const newcomer = await joinAs(t, eventId, 'attendee', { firstName: 'Nia', lastName: 'New' });

    const delta = await directory(viewer, eventId, first.cursor);
    expect(delta.full).toBe(false);
    expect(ids(delta.people)).toEqual([renamer.attendeeId, newcomer.attendeeId].sort());
    expect(delta.people.find((person) => person.attendeeId === renamer.attendeeId)?.interests).toEqual(['go']);
    expect([...delta.removedAttendeeIds].sort()).toEqual([hider.attendeeId, leaver.attendeeId, friend.attendeeId].sort());
    expect(JSON.stringify(delta.people)).not.toContain('Hal');
  });
});

describe('connect requests', () => {
  it('asks once with a notification, shows requested and incoming, and accepting connects both ways', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const asker = await joinAs(t, eventId, 'attendee', { firstName: 'Ask', lastName: 'Er' });
    const target = await joinAs(t, eventId, 'attendee', { firstName: 'Tar', lastName: 'Get' });
    const connect = (from: Member, to: Member) => t.api.mutate<{ connection: string }>('attendees.connect', { eventId, attendeeId: to.attendeeId }, { token: from.token });
    const state = async (from: Member, to: Member) => (await t.api.query<AttendeeDetail>('attendees.detail', { eventId, attendeeId: to.attendeeId }, { token: from.token })).data.connection;

    expect((await connect(asker, target)).data.connection).toBe('requested');
    expect((await connect(asker, target)).data.connection).toBe('requested');
    expect(await state(target, asker)).toBe('incoming');
    const bell = (await t.api.query<{ items: Array<{ payload: { title: string } }> }>('notification.list', { limit: 10, offset: 0 }, { token: target.token })).data.items;
    expect(bell.filter((item) => item.payload.title === 'Ask Er wants to connect')).toHaveLength(1);
    expect((await connect(asker, asker)).error?.data.code).toBe('BAD_REQUEST');

    expect((await t.api.mutate<{ connection: string }>('attendees.answerConnect', { eventId, attendeeId: asker.attendeeId, accept: true }, { token: target.token })).data.connection).toBe('connected');
    expect(await state(asker, target)).toBe('connected');
    const rows = await t.db.select().from(connections).where(eq(connections.eventId, eventId));
    expect(rows).toHaveLength(2);

    // Connecting with someone who already asked accepts their request.
    const third = await joinAs(t, eventId, 'attendee', { firstName: 'Thi', lastName: 'Rd' });
    await connect(third, asker);
    expect((await connect(asker, third)).data.connection).toBe('connected');
    // A decline is never announced: the asker still reads 'requested'.
    const fourth = await joinAs(t, eventId, 'attendee', { firstName: 'Fou', lastName: 'Rth' });
    await connect(fourth, target);
    expect((await t.api.mutate<{ connection: string }>('attendees.answerConnect', { eventId, attendeeId: fourth.attendeeId, accept: false }, { token: target.token })).data.connection).toBe('none');
    expect(await state(fourth, target)).toBe('requested');
  });
});
