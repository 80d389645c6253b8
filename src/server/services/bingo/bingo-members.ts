import { eq, sql } from 'drizzle-orm';
import type { BingoMembers } from '#shared/contracts/bingo.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { personalCodeVersions } from '../../db/schema/personal-code-versions.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { playsBingo } from './member-facts.ts';

/**
 * Account id → directory entry for the members who can be on a tile: a personal code names an
 * account, the directory an attendee, and the phone needs both to judge a tile offline. Ids and
 * code versions only: what a person shows stays under the directory's own visibility rules.
 * Members whose profile is seen by nobody are left out (playsBingo), so no attendee learns
 * their ids and the phone refuses their code as the server does ('not-member'); the viewer's
 * own entry always comes along (the phone reads its own company from it).
 */
export async function bingoMembers(db: Db, eventId: string, viewerAccountId: string): Promise<BingoMembers> {
  const rows = await db
    .select({
      accountId: eventMembers.accountId,
      attendeeId: eventMembers.id,
      minVersion: sql<number>`coalesce(${personalCodeVersions.version}, 1)`.mapWith(Number),
      visibility: profiles.visibility,
    })
    .from(eventMembers)
    .leftJoin(personalCodeVersions, eq(personalCodeVersions.accountId, eventMembers.accountId))
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(eq(eventMembers.eventId, eventId));
  const members = rows
    .filter((row) => row.accountId === viewerAccountId || playsBingo(row.visibility))
    .map(({ accountId, attendeeId, minVersion }) => ({ accountId, attendeeId, minVersion }));
  return { eventId, members };
}
