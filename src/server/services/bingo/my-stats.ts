import { and, count, countDistinct, eq, isNull, lt, sql } from 'drizzle-orm';
import type { MyStats } from '#shared/contracts/bingo.ts';
import type { Db } from '../../db/client.ts';
import { activityScans } from '../../db/schema/activity-scans.ts';
import { agendaItems } from '../../db/schema/agenda-items.ts';
import { bingoCompletions } from '../../db/schema/bingo-completions.ts';
import { bingoFills } from '../../db/schema/bingo-fills.ts';
import { checkIns } from '../../db/schema/check-ins.ts';
import { connections } from '../../db/schema/connections.ts';
import { programItems } from '../../db/schema/program-items.ts';

const number = (rows: Array<{ value: number | string | null }>) => Number(rows[0]?.value ?? 0);

/**
 * /stats: my own numbers across every event. Sessions attended are the sessions in my agenda that
 * have ended (the app has no per-session check-in); events checked in are the door's.
 */
export async function myStats(db: Db, accountId: string, now: Date): Promise<MyStats> {
  const points = await db.select({ value: sql<string>`coalesce(sum(${activityScans.points}), 0)` }).from(activityScans).where(and(eq(activityScans.accountId, accountId), isNull(activityScans.undoneAt)));
  const tiles = await db.select({ value: count() }).from(bingoFills).where(eq(bingoFills.accountId, accountId));
  const lines = await db.select({ value: count() }).from(bingoCompletions).where(and(eq(bingoCompletions.accountId, accountId), eq(bingoCompletions.kind, 'line')));
  const cards = await db.select({ value: count() }).from(bingoCompletions).where(and(eq(bingoCompletions.accountId, accountId), eq(bingoCompletions.kind, 'card')));
  const made = await db.select({ value: count() }).from(connections).where(eq(connections.ownerId, accountId));
  const sessions = await db
    .select({ value: count() })
    .from(agendaItems)
    .innerJoin(programItems, eq(programItems.id, agendaItems.programItemId))
    .where(and(eq(agendaItems.accountId, accountId), lt(programItems.endsAt, now)));
  const events = await db.select({ value: countDistinct(checkIns.eventId) }).from(checkIns).where(and(eq(checkIns.accountId, accountId), isNull(checkIns.undoneAt)));
  return {
    points: number(points),
    bingoTiles: number(tiles),
    bingoLines: number(lines),
    bingoCards: number(cards),
    connections: number(made),
    sessionsAttended: number(sessions),
    eventsCheckedIn: number(events),
  };
}
