import type { CheckInOverview } from '#shared/contracts/check-in.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from './accounts.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** A started server with one door staff member and one organizer, who join every scene's event. */
export interface DoorServer {
  t: TestServer;
  staff: TestAccount;
  organizer: TestAccount;
  /** A fresh event with the staff member, the organizer and `attendees` new attendees (Ann0, Ann1, …; ticket "General"). */
  scene(attendees?: number): Promise<{ eventId: string; people: TestAccount[] }>;
  /** checkIn.overview as the organizer sees it. */
  overview(eventId: string): Promise<CheckInOverview>;
}

// Each scene gets its own event, so tests in one file never see each other's scans.
export async function startDoorServer(): Promise<DoorServer> {
  const t = await startTestServer();
  const staff = await registerTestAccount(t.api, { firstName: 'Dorian', lastName: 'Door' });
  const organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });

  async function scene(attendees = 1) {
    const eventId = await insertEvent(t.db);
    await addMember(t.db, eventId, staff.account.id, 'staff');
    await addMember(t.db, eventId, organizer.account.id, 'organizer');
    const people: TestAccount[] = [];
    for (let i = 0; i < attendees; i++) {
      const person = await registerTestAccount(t.api, { firstName: `Ann${i}`, lastName: 'Attendee' });
      await addMember(t.db, eventId, person.account.id, 'attendee', 'General');
      people.push(person);
    }
    return { eventId, people };
  }

  const overview = async (eventId: string) => (await t.api.query<CheckInOverview>('checkIn.overview', { eventId }, { token: organizer.token })).data;

  return { t, staff, organizer, scene, overview };
}
