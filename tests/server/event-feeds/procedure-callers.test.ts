import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { events } from '#server/db/schema/events.ts';
import { organizationMembers } from '#server/db/schema/organization-members.ts';
import { organizations } from '#server/db/schema/organizations.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs } from '../schedule/scene.ts';

// Procedures take their caller's session and event access from the same memory as the event
// feeds (where that memory is exact: the database in this process announces every change before
// the writing call returns). Each way a caller's standing can change must show in the very next
// answer, with what was remembered warm: every test asks twice before the change.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const device = { deviceId: 'device-callers-1', deviceLabel: 'Gate C' };
const status = async (path: string, input: unknown, token: string) => (await t.api.query(path, input, { token })).status;
const twice = async (path: string, input: unknown, token: string) => {
  await status(path, input, token);
  return status(path, input, token);
};

describe('procedure callers remembered between requests', () => {
  it('are refused in the next answer once signed out, removed, demoted or switched off', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t, { published: false });
    const attendee = await joinAs(t, eventId, 'attendee', { firstName: 'Ann', lastName: 'Attendee' });
    const quitter = await joinAs(t, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });

    expect(await twice('event.list', {}, quitter.token)).toBe(200);
    expect((await t.api.mutate('account.signOut', undefined, { token: quitter.token })).error).toBeUndefined();
    expect(await status('event.list', {}, quitter.token)).toBe(401);

    expect(await twice('event.byId', { id: eventId }, attendee.token)).toBe(200);
    await t.db.delete(eventMembers).where(eq(eventMembers.id, attendee.attendeeId));
    expect(await status('event.byId', { id: eventId }, attendee.token)).toBe(404);

    expect(await twice('checkIn.roster', { eventId, ...device }, organizer.token)).toBe(200);
    await t.db.update(eventMembers).set({ role: 'attendee' }).where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.accountId, organizer.account.id)));
    expect(await status('checkIn.roster', { eventId, ...device }, organizer.token)).toBe(403);

    const member = await joinAs(t, eventId, 'attendee', { firstName: 'Mo', lastName: 'Member' });
    expect(await twice('schedule.agenda', { eventId }, member.token)).toBe(200);
    await t.db.update(events).set({ enableSchedule: false }).where(eq(events.id, eventId));
    expect(await status('schedule.agenda', { eventId }, member.token)).toBe(403);
  });

  it('are refused in the next answer once they leave the organization that let them in', async () => {
    const organization = await insertOrganization(t.db);
    const { eventId } = await eventWithOrganizer(t, { organizationId: organization.id, published: false });
    const staff = await registerTestAccount(t.api);
    await addOrganizationMember(t.db, organization.id, staff.account.id, 'organizer');
    expect(await twice('checkIn.roster', { eventId, ...device }, staff.token)).toBe(200);
    await t.db.delete(organizationMembers).where(eq(organizationMembers.accountId, staff.account.id));
    expect(await status('checkIn.roster', { eventId, ...device }, staff.token)).toBe(404);
  });

  it('see their own account row and the organization’s name as changed, in the next answer', async () => {
    const organization = await insertOrganization(t.db, { name: 'Old Name' });
    const { eventId, organizer } = await eventWithOrganizer(t, { organizationId: organization.id });
    const authenticate = async () => {
      const answer = await t.api.query<{ success: boolean; data: { email: string } }>('account.authenticate', undefined, { token: organizer.token });
      return answer.data.data.email;
    };
    const organizationName = async () => (await t.api.query<{ organization: { name: string } }>('event.byId', { id: eventId }, { token: organizer.token })).data.organization.name;
    await authenticate();
    expect(await authenticate()).toBe(organizer.email);
    await organizationName();
    expect(await organizationName()).toBe('Old Name');

    // Neither an email nor an organization's name is in any feed: only their own announcements tell.
    await t.db.update(accounts).set({ email: `renamed-${organizer.email}` }).where(eq(accounts.id, organizer.account.id));
    await t.db.update(organizations).set({ name: 'New Name' }).where(eq(organizations.id, organization.id));
    expect(await authenticate()).toBe(`renamed-${organizer.email}`);
    expect(await organizationName()).toBe('New Name');
  });
});
