import { enqueue, newIdempotencyKey } from '#client/offline/outbox.ts';
import { checkMessage, checkSlots } from './meeting-input.ts';

// A meeting request goes to the outbox first, like every meeting write (outbox op
// 'meeting.request'): it survives a closed tab, is sent when the network is back and is applied
// once by its idempotency key. Here, below the features, because an attendee's page, a match
// card and the Meetings page all start one. The person is named by their attendeeId (decision 0092).

interface Person {
  attendeeId: string;
  firstName: string;
  lastName: string;
}

/** The queued request's payload, as read back from the outbox (checked, not trusted). */
export function queuedRequestOf(payload: unknown): { eventId: string; attendeeId: string } | null {
  const { eventId, attendeeId } = (payload ?? {}) as { eventId?: unknown; attendeeId?: unknown };
  return typeof eventId === 'string' && typeof attendeeId === 'string' ? { eventId, attendeeId } : null;
}

/** Queues a request to meet `person` at one of these times; an error to show, or null once queued. */
export async function queueMeetingRequest(
  { eventId, person, slots, message, timeZone }: { eventId: string; person: Person; slots: number[]; message: string; timeZone: string },
  accountId: string,
): Promise<string | null> {
  const checkedSlots = checkSlots(slots);
  if (!checkedSlots.ok) return checkedSlots.error;
  const checkedMessage = checkMessage(message);
  if (!checkedMessage.ok) return checkedMessage.error;
  const idempotencyKey = newIdempotencyKey();
  const payload = { idempotencyKey, eventId, attendeeId: person.attendeeId, slots: checkedSlots.value, message: checkedMessage.value, requestedAt: Date.now(), timeZone };
  const name = `${person.firstName} ${person.lastName}`.trim();
  await enqueue('meeting.request', payload, { summary: `Meeting request: ${name}`, accountId, idempotencyKey });
  return null;
}
