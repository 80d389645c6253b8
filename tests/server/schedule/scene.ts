import type { EventRole } from '#shared/contracts/event.ts';
import type { Schedule } from '#shared/contracts/schedule.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import type { TestServer } from '../helpers/test-server.ts';

export interface Member extends TestAccount {
  attendeeId: string;
}

/** A registered account made a member of the event in a role. */
export async function joinAs(t: TestServer, eventId: string, role: EventRole, name: { firstName: string; lastName: string }): Promise<Member> {
  const account = await registerTestAccount(t.api, name);
  return { ...account, attendeeId: await addMember(t.db, eventId, account.account.id, role) };
}

/** An event (Toronto unless told) with both issue-5 features on, and its organizer. */
export async function eventWithOrganizer(t: TestServer, overrides: Parameters<typeof insertEvent>[1] = {}) {
  const eventId = await insertEvent(t.db, { timeZone: 'America/Toronto', enableAttendeeList: true, ...overrides });
  const organizer = await joinAs(t, eventId, 'organizer', { firstName: 'Olga', lastName: 'Organizer' });
  return { eventId, organizer };
}

export async function getSchedule(t: TestServer, who: TestAccount, eventId: string, since?: number): Promise<Schedule> {
  const response = await t.api.query<Schedule>('schedule.get', { eventId, ...(since === undefined ? {} : { since }) }, { token: who.token });
  if (response.error) throw new Error(response.error.message);
  return response.data;
}
