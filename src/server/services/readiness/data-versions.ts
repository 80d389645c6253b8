import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventDataVersions } from '../../db/schema/event-data-versions.ts';

// The event's data as one number: the largest of its feeds' versions. Versions come from one
// sequence, so any change to any feed makes it larger; a phone that synced at this number holds
// everything (a change after it makes the event's number larger than the phone's).

const versionColumns = Object.entries(getTableColumns(eventDataVersions))
  .filter(([name]) => name.endsWith('Version'))
  .map(([, column]) => column);

export interface EventDataState {
  /** 0: nothing has changed since the event was made. */
  version: number;
  /** When each feed last changed (unix ms by feed name: 'schedule', 'directory', 'posts'…). */
  changedAt: Record<string, number>;
}

export async function readEventDataState(db: Db, eventId: string): Promise<EventDataState> {
  const [row] = await db
    .select({ version: sql<string>`greatest(${sql.join(versionColumns, sql`, `)})`, changedAt: eventDataVersions.changedAt })
    .from(eventDataVersions)
    .where(eq(eventDataVersions.eventId, eventId))
    .limit(1);
  return { version: row ? Number(row.version) : 0, changedAt: row?.changedAt ?? {} };
}
