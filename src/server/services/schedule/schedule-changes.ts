import { and, eq, gt } from 'drizzle-orm';
import type { Schedule } from '#shared/contracts/schedule.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { programItemRemovals } from '../../db/schema/program-item-removals.ts';
import { cursorOverlapMs } from '../check-in/roster-changes.ts';
import { loadSessions } from './load-sessions.ts';

/**
 * The schedule for a device: everything without a cursor, else what changed since it (reaching
 * back cursorOverlapMs, like the door roster: a write stamped before the cursor may commit after).
 */
export async function scheduleChanges(db: Db, event: Pick<EventRow, 'id' | 'timeZone'>, sinceMs: number | undefined, now: Date): Promise<Schedule> {
  const base = { eventId: event.id, timeZone: event.timeZone, cursor: now.getTime() };
  if (sinceMs === undefined) return { ...base, sessions: await loadSessions(db, event.id), removedSessionIds: [], full: true };
  const since = new Date(Math.max(0, sinceMs - cursorOverlapMs));
  const [sessions, removed] = await Promise.all([
    loadSessions(db, event.id, { since }),
    db
      .select({ id: programItemRemovals.programItemId })
      .from(programItemRemovals)
      .where(and(eq(programItemRemovals.eventId, event.id), gt(programItemRemovals.removedAt, since))),
  ]);
  return { ...base, sessions, removedSessionIds: removed.map((row) => row.id), full: false };
}
