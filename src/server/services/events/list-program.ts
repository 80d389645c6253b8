import { asc, eq, max, min } from 'drizzle-orm';
import type { ProgramItem } from '#shared/contracts/event.ts';
import type { Db } from '../../db/client.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { toUnixSeconds } from '../clock.ts';

export async function listProgram(db: Db, eventId: string): Promise<ProgramItem[]> {
  const rows = await db
    .select()
    .from(programItems)
    .where(eq(programItems.eventId, eventId))
    .orderBy(asc(programItems.startsAt), asc(programItems.title));
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    description: row.description,
    room: row.room,
    track: row.track,
    startsAt: toUnixSeconds(row.startsAt),
    endsAt: toUnixSeconds(row.endsAt),
  }));
}

/** The first start and last end of the event's sessions: null when the event has no programme yet. */
export async function findSessionBounds(
  db: Db,
  eventId: string,
): Promise<{ firstSessionStartAt: number | null; lastSessionEndAt: number | null }> {
  const [row] = await db
    .select({ first: min(programItems.startsAt), last: max(programItems.endsAt) })
    .from(programItems)
    .where(eq(programItems.eventId, eventId));
  return {
    firstSessionStartAt: row?.first ? toUnixSeconds(new Date(row.first)) : null,
    lastSessionEndAt: row?.last ? toUnixSeconds(new Date(row.last)) : null,
  };
}
