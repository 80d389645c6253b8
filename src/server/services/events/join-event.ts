import { TRPCError } from '@trpc/server';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import type { ServerDeps } from '../../deps.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { findVisibleEvent } from './event-access.ts';
import { toEventDto } from './event-dto.ts';

export const eventNotFoundMessage = 'Event not found';
const joinRefusedMessage = 'This event is not open for joining';

/**
 * Joins an open, published event as an attendee. Idempotent: joining again returns
 * the existing membership and sends no second notification.
 */
export async function joinEvent(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>,
  accountId: string,
  eventId: string,
): Promise<HallwayEvent> {
  const visible = await findVisibleEvent(deps.db, eventId, accountId);
  if (!visible) throw new TRPCError({ code: 'NOT_FOUND', message: eventNotFoundMessage });
  if (visible.membership) return toEventDto(visible.event, visible.membership);
  if (visible.event.joinPolicy !== 'open' || !visible.event.published) {
    throw new TRPCError({ code: 'FORBIDDEN', message: joinRefusedMessage });
  }
  const [inserted] = await deps.db
    .insert(eventMembers)
    .values({ eventId, accountId, role: 'attendee', createdAt: deps.clock.now() })
    .onConflictDoNothing({ target: [eventMembers.eventId, eventMembers.accountId] })
    .returning({ id: eventMembers.id, role: eventMembers.role });
  if (!inserted) {
    // A concurrent join won the race: answer with its membership.
    const again = await findVisibleEvent(deps.db, eventId, accountId);
    if (!again?.membership) throw new Error('Membership vanished after a conflicting join');
    return toEventDto(again.event, again.membership);
  }
  await createNotification(deps, {
    accountId,
    topicName: 'event_joined',
    payload: { title: `You joined ${visible.event.name}`, body: 'Open the event to see its programme and who else is coming.', eventId },
  });
  return toEventDto(visible.event, { attendeeId: inserted.id, role: inserted.role });
}
