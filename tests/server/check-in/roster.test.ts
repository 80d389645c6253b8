// Runs on both databases: concurrent roster changes read and write member rows at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { CheckInOverview, Roster, RosterChanges } from '#shared/contracts/check-in.ts';
import type { CodeKey } from '#shared/contracts/personal-code.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf, doorScan, recordScans } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let staff: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  staff = await registerTestAccount(t.api, { firstName: 'Dorian', lastName: 'Door' });
});
afterAll(() => t.stop());

const device = { deviceId: 'device-roster-1', deviceLabel: 'Gate B' };
const roster = async (eventId: string) => (await t.api.query<Roster>('checkIn.roster', { eventId, ...device }, { token: staff.token })).data;
const changes = async (eventId: string, since: number) =>
  (await t.api.query<RosterChanges>('checkIn.changes', { eventId, since, ...device }, { token: staff.token })).data;

describe('checkIn.roster', () => {
  it('holds every member with name, company, thumbnail, role, ticket and check-in, whatever their visibility; plus the key and revocations', async () => {
    const eventId = await insertEvent(t.db, { name: 'Roster Conf' });
    await addMember(t.db, eventId, staff.account.id, 'staff');
    const hidden = await registerTestAccount(t.api, { firstName: 'Hedy', lastName: 'Hidden' });
    await addMember(t.db, eventId, hidden.account.id, 'speaker', 'VIP');
    await t.api.query('personalCode.mine', undefined, { token: hidden.token });
    await t.db.insert(profiles).values({ accountId: hidden.account.id, handle: `hedy-${Date.now()}`, company: 'Acme', visibility: 'nobody', pictureThumbnailSrc: '/files/t.webp' }).onConflictDoUpdate({
      target: profiles.accountId,
      set: { company: 'Acme', visibility: 'nobody', pictureThumbnailSrc: '/files/t.webp' },
    });
    await t.api.mutate('personalCode.regenerate', undefined, { token: hidden.token });
    const scannedAt = Date.now() - 60_000;
    await recordScans(t.api, staff, [doorScan(eventId, await codeOf(t.api, hidden), { scannedAt, ...device })]);

    const answer = await roster(eventId);
    const key = (await t.api.query<CodeKey>('personalCode.key', undefined, { token: hidden.token })).data;
    expect(answer).toMatchObject({ eventId, eventName: 'Roster Conf', key });
    expect(answer.people.find((person) => person.accountId === hidden.account.id)).toEqual({
      accountId: hidden.account.id,
      attendeeId: expect.any(String),
      firstName: 'Hedy',
      lastName: 'Hidden',
      company: 'Acme',
      picture: { src: '/files/t.webp' },
      role: 'speaker',
      ticketType: 'VIP',
      checkIn: { at: scannedAt, deviceLabel: 'Gate B' },
    });
    expect(answer.people).toHaveLength(2);
    expect(answer.revocations).toEqual([{ accountId: hidden.account.id, minVersion: 2 }]);
    expect(Math.abs(answer.cursor - Date.now())).toBeLessThan(60_000);

    const view = (await t.api.query<CheckInOverview>('checkIn.overview', { eventId }, { token: staff.token })).data;
    expect(view.devices).toEqual([expect.objectContaining({ deviceId: 'device-roster-1', label: 'Gate B' })]);
  });

  it('answers only what changed since a cursor: joins, role changes, removals, check-ins, undos and revocations', async () => {
    const eventId = await insertEvent(t.db);
    await addMember(t.db, eventId, staff.account.id, 'staff');
    const [stays, promoted, leaves, arrives, regenerates] = await Promise.all(
      ['Stan', 'Pam', 'Lea', 'Ari', 'Reg'].map((firstName) => registerTestAccount(t.api, { firstName, lastName: 'Member' })),
    ) as TestAccount[] as [TestAccount, TestAccount, TestAccount, TestAccount, TestAccount];
    for (const person of [stays, promoted, leaves, regenerates]) await addMember(t.db, eventId, person.account.id);
    // The roster is taken a minute after the setup, and everything below a minute after it:
    // both gaps are longer than the overlap each answer reaches back (cursorOverlapMs).
    t.clock.advance(60);
    const before = await roster(eventId);
    expect(before.people).toHaveLength(5);

    t.clock.advance(60);
    const organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
    await addMember(t.db, eventId, organizer.account.id, 'organizer');
    const people = (await t.api.query<{ items: Array<{ id: string; accountId: string }> }>('people.list', { eventId }, { token: organizer.token })).data.items;
    const personId = (who: TestAccount) => people.find((person) => person.accountId === who.account.id)?.id;
    await t.api.mutate('people.changeRole', { eventId, personId: personId(promoted), role: 'staff' }, { token: organizer.token });
    await t.api.mutate('people.remove', { eventId, personId: personId(leaves) }, { token: organizer.token });
    await t.api.mutate('event.join', { id: eventId }, { token: arrives.token });
    await t.api.mutate('personalCode.regenerate', undefined, { token: regenerates.token });
    const scannedAt = t.clock.now().getTime();
    await recordScans(t.api, staff, [doorScan(eventId, await codeOf(t.api, stays), { scannedAt, deviceLabel: 'Gate C' })]);

    t.clock.advance(60);
    const answer = await changes(eventId, before.cursor);
    expect(answer.people.map((person) => person.firstName).sort()).toEqual(['Ari', 'Olga', 'Pam']);
    expect(answer.people.find((person) => person.firstName === 'Pam')?.role).toBe('staff');
    expect(answer.removedAccountIds).toEqual([leaves.account.id]);
    expect(answer.checkIns).toEqual([{ accountId: stays.account.id, checkIn: { at: scannedAt, deviceLabel: 'Gate C' } }]);
    expect(answer.revocations).toEqual([{ accountId: regenerates.account.id, minVersion: 2 }]);
    expect(answer).toMatchObject({ checkedIn: 1, total: 6 });

    t.clock.advance(60);
    await t.api.mutate('checkIn.undo', { idempotencyKey: 'undo-roster-01', eventId, accountId: stays.account.id, undoneAt: scannedAt + 60_000 }, { token: organizer.token });
    const later = await changes(eventId, answer.cursor);
    expect(later).toMatchObject({ people: [], removedAccountIds: [], revocations: [], checkIns: [{ accountId: stays.account.id, checkIn: null }], checkedIn: 0 });
  });

  it('refuses an attendee, and hides an unpublished event from outsiders', async () => {
    const eventId = await insertEvent(t.db, { published: false });
    const attendee = await registerTestAccount(t.api);
    await addMember(t.db, eventId, attendee.account.id);
    const outsider = await registerTestAccount(t.api);
    const input = { eventId, ...device };
    expect((await t.api.query('checkIn.roster', input, { token: attendee.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query('checkIn.roster', input, { token: outsider.token })).error?.data.code).toBe('NOT_FOUND');
    expect(await t.db.select().from(eventMembers).where(eq(eventMembers.eventId, eventId))).toHaveLength(1);
  });
});
