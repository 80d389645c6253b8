import type { LeadMembers } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { readMemberIndex } from '../event-feeds/running-feeds.ts';

/**
 * Account id → directory entry of an event's members: a personal code names an account, the
 * directory an attendee, and the team's phone needs both to say whose code it read with no
 * network. Read from the event's shared member index (built once per directory version for every
 * reader), not queried per team. Members whose profile is seen by nobody are left out, so the team
 * learns no ids of theirs (their lead still saves and shows as a private profile). A member with
 * no profile has the default, 'everyone'.
 */
export async function loadLeadMembers(db: Db, eventId: string): Promise<LeadMembers['members']> {
  const index = await readMemberIndex(db, eventId);
  return index.members.filter((member) => member.visibility !== 'nobody').map((member) => ({ accountId: member.accountId, attendeeId: member.person.attendeeId }));
}
