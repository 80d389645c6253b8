import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '#server/db/schema/connections.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { directoryFirstPageSchema, directoryFirstPageSize, directoryOverlaySchema, directorySchema, type Directory, type DirectoryOverlay } from '#shared/contracts/attendees.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs, type Member } from '../schedule/scene.ts';
import { getFeed, onceChangeKnown } from './feed-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

type Visibility = 'everyone' | 'connections' | 'nobody';
async function setVisibility(who: Member, visibility: Visibility) {
  const now = t.clock.now();
  await t.db
    .insert(profiles)
    .values({ accountId: who.account.id, handle: `h-${who.account.id.slice(0, 8)}`, visibility, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.accountId, set: { visibility, updatedAt: now } });
}
const connect = (owner: Member, other: Member) => t.db.insert(connections).values({ ownerId: owner.account.id, otherId: other.account.id, connectedAt: new Date() });

async function directoryFeed(who: Member, eventId: string) {
  const answer = await getFeed(t.url, 'directory', eventId, { token: who.token });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return { ...answer, directory: directorySchema.parse(answer.body) };
}
async function overlay(who: Member, eventId: string): Promise<DirectoryOverlay> {
  const response = await t.api.query<DirectoryOverlay>('attendees.directoryOverlay', { eventId }, { token: who.token });
  expect(response.error).toBeUndefined();
  return directoryOverlaySchema.parse(response.data);
}
async function fullDirectory(who: Member, eventId: string): Promise<Directory> {
  return directorySchema.parse((await t.api.query<Directory>('attendees.directory', { eventId }, { token: who.token })).data);
}
const ids = (people: Array<{ attendeeId: string }>) => people.map((person) => person.attendeeId).sort();

async function scene() {
  const { eventId, organizer } = await eventWithOrganizer(t);
  const viewer = await joinAs(t, eventId, 'attendee', { firstName: 'Vic', lastName: 'Viewer' });
  const other = await joinAs(t, eventId, 'attendee', { firstName: 'Otto', lastName: 'Other' });
  const open = await joinAs(t, eventId, 'attendee', { firstName: 'Olive', lastName: 'Open' });
  const friend = await joinAs(t, eventId, 'attendee', { firstName: 'Fay', lastName: 'Friend' });
  const stranger = await joinAs(t, eventId, 'attendee', { firstName: 'Stan', lastName: 'Stranger' });
  await setVisibility(open, 'everyone');
  await setVisibility(friend, 'connections');
  await setVisibility(stranger, 'connections');
  await connect(friend, viewer);
  return { eventId, organizer, viewer, other, open, friend, stranger };
}

describe('directory feed', () => {
  it('shares what every member sees; the overlay adds the viewer’s own hidden entry and connections-only friends, making up attendees.directory', async () => {
    const { eventId, organizer, viewer, other, open, friend } = await scene();
    await setVisibility(viewer, 'nobody');

    const shared = await directoryFeed(viewer, eventId);
    expect(shared.directory.full).toBe(true);
    expect(shared.headers.get('content-encoding')).toBe('br');
    expect(ids(shared.directory.people)).toEqual(ids([organizer, other, open]));
    // The same bytes for everyone: another member gets the very same version.
    expect((await directoryFeed(other, eventId)).etag).toBe(shared.etag);

    const mine = await overlay(viewer, eventId);
    expect(ids(mine.people)).toEqual(ids([viewer, friend]));
    expect(ids((await overlay(other, eventId)).people)).toEqual([]);
    expect(ids([...shared.directory.people, ...mine.people])).toEqual(ids((await fullDirectory(viewer, eventId)).people));
  });

  it("gives a first visit the shared directory's first page in name order, with how many it holds, and follows changes", async () => {
    const { eventId, viewer, open } = await scene();
    // More people than a page, joined out of name order.
    for (let n = directoryFirstPageSize; n > 0; n--) await joinAs(t, eventId, 'attendee', { firstName: `Zed${String(n).padStart(2, '0')}`, lastName: 'Late' });
    const whole = (await directoryFeed(viewer, eventId)).directory.people;
    const answer = await getFeed(t.url, 'directory/first', eventId, { token: viewer.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const page = directoryFirstPageSchema.parse(answer.body);
    expect(page.total).toBe(whole.length);
    const byName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);
    expect(page.people.map((person) => person.attendeeId)).toEqual([...whole].sort(byName).slice(0, directoryFirstPageSize).map((person) => person.attendeeId));
    expect(page.people.map((person) => person.firstName)).toContain('Olive');

    await t.api.mutate('profile.update', { visibility: 'nobody' }, { token: open.token });
    await onceChangeKnown(async () => {
      const next = directoryFirstPageSchema.parse((await getFeed(t.url, 'directory/first', eventId, { token: viewer.token })).body);
      expect(next.total).toBe(whole.length - 1);
      expect(JSON.stringify(next)).not.toContain('Olive');
    });
  });

  it('drops a person who hides their profile from another viewer’s answer as soon as it is known, with the answer already built and kept', async () => {
    const { eventId, viewer, other, open } = await scene();
    const warm = await directoryFeed(viewer, eventId);
    expect((await getFeed(t.url, 'directory', eventId, { token: viewer.token, ifNoneMatch: warm.etag! })).status).toBe(304);
    expect(ids(warm.directory.people)).toContain(open.attendeeId);

    // Through the API, as the person would.
    const hidden = await t.api.mutate('profile.update', { visibility: 'nobody' }, { token: open.token });
    expect(hidden.error).toBeUndefined();
    await onceChangeKnown(async () => {
      const next = await directoryFeed(viewer, eventId);
      expect(next.etag).not.toBe(warm.etag);
      expect(ids(next.directory.people)).not.toContain(open.attendeeId);
      expect(JSON.stringify(next.directory)).not.toContain('Olive');
    });
    // They still see themselves, through their overlay.
    expect(ids((await overlay(open, eventId)).people)).toEqual([open.attendeeId]);
    expect(ids((await directoryFeed(other, eventId)).directory.people)).not.toContain(open.attendeeId);
  });

  it('follows members joining, leaving and changing role, written straight to the database', async () => {
    const { eventId, viewer, other } = await scene();
    const before = await directoryFeed(viewer, eventId);
    const late = await joinAs(t, eventId, 'attendee', { firstName: 'Lou', lastName: 'Late' });
    await onceChangeKnown(async () => expect(ids((await directoryFeed(viewer, eventId)).directory.people)).toContain(late.attendeeId));

    await t.db.update(eventMembers).set({ role: 'speaker', updatedAt: t.clock.now() }).where(eq(eventMembers.id, other.attendeeId));
    await onceChangeKnown(async () => {
      const promoted = await directoryFeed(viewer, eventId);
      expect(promoted.directory.people.find((person) => person.attendeeId === other.attendeeId)?.role).toBe('speaker');
    });

    await t.db.delete(eventMembers).where(eq(eventMembers.id, late.attendeeId));
    await onceChangeKnown(async () => {
      const after = await directoryFeed(viewer, eventId);
      expect(ids(after.directory.people)).toEqual(ids(before.directory.people));
      expect(after.etag).not.toBe(before.etag);
    });
  });
});
