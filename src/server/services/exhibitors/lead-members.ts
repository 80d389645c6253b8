import { eq } from 'drizzle-orm';
import type { LeadMembers } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { profiles } from '../../db/schema/profiles.ts';

/**
 * Account id → directory entry of an event's members: a personal code names an account, the
 * directory an attendee, and the team's phone needs both to say whose code it read with no
 * network. Members whose profile is seen by nobody are left out, so the team learns no ids of
 * theirs (their lead still saves and shows as a private profile). A member with no profile has
 * the default, 'everyone'.
 */
export async function loadLeadMembers(db: Db, eventId: string): Promise<LeadMembers['members']> {
  const rows = await db
    .select({ accountId: eventMembers.accountId, attendeeId: eventMembers.id, visibility: profiles.visibility })
    .from(eventMembers)
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(eq(eventMembers.eventId, eventId));
  return rows.filter((row) => row.visibility !== 'nobody').map(({ accountId, attendeeId }) => ({ accountId, attendeeId }));
}
