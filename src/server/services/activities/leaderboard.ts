import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Leaderboard, LeaderboardVisibility } from '#shared/contracts/activities.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { activityPlayers } from '../../db/schema/activity-players.ts';
import { activityScans } from '../../db/schema/activity-scans.ts';
import { eventMembers } from '../../db/schema/event-members.ts';

const leaderboardSize = 10;

/**
 * The event's leaderboard: members by points (scans not undone), those who chose "hidden" left
 * out, "anonymous" ones without a name. Equal points share a rank. `viewerId` marks the viewer's
 * own row (null: nobody's, as in the live message everyone receives).
 */
export async function readLeaderboard(db: Db, eventId: string, viewerId: string | null): Promise<Leaderboard> {
  const points = sql<number>`sum(${activityScans.points})::int`;
  const rows = await db
    .select({
      accountId: activityScans.accountId,
      points,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      visibility: activityPlayers.leaderboard,
    })
    .from(activityScans)
    .innerJoin(eventMembers, and(eq(eventMembers.eventId, activityScans.eventId), eq(eventMembers.accountId, activityScans.accountId)))
    .innerJoin(accounts, eq(accounts.id, activityScans.accountId))
    .leftJoin(activityPlayers, and(eq(activityPlayers.eventId, activityScans.eventId), eq(activityPlayers.accountId, activityScans.accountId)))
    .where(and(eq(activityScans.eventId, eventId), isNull(activityScans.undoneAt)))
    .groupBy(activityScans.accountId, accounts.firstName, accounts.lastName, activityPlayers.leaderboard)
    .orderBy(desc(points), activityScans.accountId);
  const shown = rows.filter((row) => row.visibility !== 'hidden');
  let rank = 0;
  let previous: number | null = null;
  const entries = shown.map((row, index) => {
    if (row.points !== previous) rank = index + 1;
    previous = row.points;
    return {
      rank,
      name: row.visibility === 'anonymous' ? null : `${row.firstName} ${row.lastName}`.trim(),
      points: row.points,
      me: row.accountId === viewerId,
    };
  });
  // The top, and the viewer's own row wherever it is.
  const top = entries.filter((entry, index) => index < leaderboardSize || entry.me);
  return { entries: top, players: shown.length };
}

export async function readLeaderboardVisibility(db: Db, eventId: string, accountId: string): Promise<LeaderboardVisibility> {
  const [row] = await db
    .select({ leaderboard: activityPlayers.leaderboard })
    .from(activityPlayers)
    .where(and(eq(activityPlayers.eventId, eventId), eq(activityPlayers.accountId, accountId)));
  return row?.leaderboard ?? 'named';
}

export async function setLeaderboardVisibility(db: Db, eventId: string, accountId: string, leaderboard: LeaderboardVisibility): Promise<void> {
  await db
    .insert(activityPlayers)
    .values({ eventId, accountId, leaderboard })
    .onConflictDoUpdate({ target: [activityPlayers.eventId, activityPlayers.accountId], set: { leaderboard } });
}
