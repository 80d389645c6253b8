import { eq } from 'drizzle-orm';
import type { Schedule } from '#shared/contracts/schedule.ts';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { eventNotFoundMessage } from '../access/require-access.ts';
import { DomainError } from '../domain-error.ts';
import { scheduleChanges } from './schedule-changes.ts';

/**
 * The whole schedule, the same for every member, so it is built once per change and shared.
 * The event is read here rather than taken from a caller, so a new time zone cannot slip in
 * after the version this build is kept under. `now` is the cursor for the next delta.
 */
export async function sharedSchedule(db: Db, eventId: string, now: Date): Promise<Schedule> {
  const [event] = await db.select({ id: events.id, timeZone: events.timeZone }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw new DomainError('NOT_FOUND', eventNotFoundMessage);
  return scheduleChanges(db, event, undefined, now);
}
