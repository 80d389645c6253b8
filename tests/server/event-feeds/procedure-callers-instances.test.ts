// Runs on both databases: two instances on one PostgreSQL.
import { describe, expect, it } from 'vitest';
import { registerTestAccount } from '../helpers/accounts.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';
import { eventWithOrganizer, joinAs } from '../schedule/scene.ts';

// Behind a load balancer a person's next request may reach another instance than the one that
// just signed them out or removed them. Procedures take their caller from the instance's memory,
// but only after a LISTEN barrier has brought in every notice committed before the request, so the
// change shows in the very next answer, with nothing waited for here and the memory warm.
describe.skipIf(!process.env.DATABASE_URL)('procedure callers across instances (PostgreSQL)', () => {
  const instances = useTwoInstances();
  const device = { deviceId: 'device-instances-1', deviceLabel: 'Gate D' };

  it('are refused by the other instance in the very next request once signed out through one', async () => {
    const { a, b } = instances;
    const { eventId } = await eventWithOrganizer(a);
    for (let round = 0; round < 10; round++) {
      const quitter = await joinAs(a, eventId, 'attendee', { firstName: 'Sid', lastName: `Signout ${round}` });
      expect((await b.api.query('schedule.agenda', { eventId }, { token: quitter.token })).status).toBe(200);
      expect((await b.api.query('schedule.agenda', { eventId }, { token: quitter.token })).status).toBe(200);
      expect((await a.api.mutate('account.signOut', undefined, { token: quitter.token })).error).toBeUndefined();
      expect((await b.api.query('schedule.agenda', { eventId }, { token: quitter.token })).status).toBe(401);
    }
  });

  it('are refused by the other instance in the very next request once removed or demoted through one', async () => {
    const { a, b } = instances;
    const { eventId, organizer } = await eventWithOrganizer(a, { published: false });
    const leaver = await joinAs(a, eventId, 'attendee', { firstName: 'Lee', lastName: 'Leaver' });
    const staff = await joinAs(a, eventId, 'staff', { firstName: 'Stu', lastName: 'Staff' });
    const people = await a.api.query<{ items: Array<{ id: string; accountId: string | null }> }>('people.list', { eventId }, { token: organizer.token });
    const personOf = (accountId: string) => people.data.items.find((person) => person.accountId === accountId)?.id;

    for (let ask = 0; ask < 2; ask++) {
      expect((await b.api.query('event.byId', { id: eventId }, { token: leaver.token })).status).toBe(200);
      expect((await b.api.query('checkIn.roster', { eventId, ...device }, { token: staff.token })).status).toBe(200);
    }
    expect((await a.api.mutate('people.remove', { eventId, personId: personOf(leaver.account.id) }, { token: organizer.token })).error).toBeUndefined();
    expect((await b.api.query('event.byId', { id: eventId }, { token: leaver.token })).status).toBe(404);

    expect((await a.api.mutate('people.changeRole', { eventId, personId: personOf(staff.account.id), role: 'attendee' }, { token: organizer.token })).error).toBeUndefined();
    expect((await b.api.query('checkIn.roster', { eventId, ...device }, { token: staff.token })).status).toBe(403);
  });

  it('see a join made through one instance in the other’s very next answer', async () => {
    const { a, b } = instances;
    const { eventId } = await eventWithOrganizer(a, { published: true });
    const newcomer = await registerTestAccount(a.api);
    expect((await b.api.query('schedule.agenda', { eventId }, { token: newcomer.token })).status).toBe(403);
    expect((await a.api.mutate('event.join', { id: eventId }, { token: newcomer.token })).error).toBeUndefined();
    expect((await b.api.query('schedule.agenda', { eventId }, { token: newcomer.token })).status).toBe(200);
  });
});
