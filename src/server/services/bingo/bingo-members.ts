import { eq, sql } from 'drizzle-orm';
import type { BingoMembers } from '#shared/contracts/bingo.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { personalCodeVersions } from '../../db/schema/personal-code-versions.ts';

/**
 * Account id → directory entry for every member: a personal code names an account, the directory
 * an attendee, and the phone needs both to judge a tile offline. Ids and code versions only: what a person shows
 * stays under the directory's own visibility rules.
 */
export async function bingoMembers(db: Db, eventId: string): Promise<BingoMembers> {
  const rows = await db
    .select({ accountId: eventMembers.accountId, attendeeId: eventMembers.id, minVersion: sql<number>`coalesce(${personalCodeVersions.version}, 1)`.mapWith(Number) })
    .from(eventMembers)
    .leftJoin(personalCodeVersions, eq(personalCodeVersions.accountId, eventMembers.accountId))
    .where(eq(eventMembers.eventId, eventId));
  return { eventId, members: rows };
}
