import type { ServerDeps } from '../../deps.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { resolveEventPicture, toEventColumns, type EventDetails } from './event-details.ts';

/**
 * A new event starts private and quiet: unpublished, invitation only, and only the schedule
 * and attendee list switched on, so nothing reaches attendees before the organizer decides.
 * The creator joins it as an organizer. Returns the new event's id.
 */
export async function createEvent(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  { organizationId, accountId, details, warn }: { organizationId: string; accountId: string; details: EventDetails; warn: (message: string) => void },
): Promise<string> {
  const pictureSrc = await resolveEventPicture(deps.db, accountId, details.pictureSrc, null);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({
        ...toEventColumns(details, warn),
        organizationId,
        pictureSrc,
        joinPolicy: 'invite',
        published: false,
        enableSchedule: true,
        enableAttendeeList: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id });
    if (!event) throw new Error('Event insert returned no row');
    await tx.insert(eventMembers).values({ eventId: event.id, accountId, role: 'organizer', createdAt: now });
    return event.id;
  });
}
