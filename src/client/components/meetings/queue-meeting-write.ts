import type { Meeting } from '#shared/contracts/meetings.ts';
import type { OutboxOpName } from '#client/offline/outbox-entry.ts';
import { enqueue, newIdempotencyKey } from '#client/offline/outbox.ts';

// A write about one meeting goes to the outbox first (it survives a closed tab and is sent when
// the network is back), with its idempotency key, so the server applies it once. The payload is
// the procedure's input and the event's time zone (not sent; it words a refusal). Here, below the
// features, because "We met" is pressed on the Meetings page and on the agenda's table card alike.

type Other = Pick<Meeting['other'], 'firstName' | 'lastName'>;
export interface MeetingRef {
  eventId: string;
  meetingId: string;
  other: Other;
  timeZone: string;
}

export const meetingOtherName = (other: Other) => `${other.firstName} ${other.lastName}`.trim();

export async function queueMeetingWrite(op: OutboxOpName, ref: MeetingRef, fields: Record<string, unknown>, summary: string, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  const payload = { idempotencyKey, eventId: ref.eventId, meetingId: ref.meetingId, actedAt: Date.now(), ...fields, timeZone: ref.timeZone };
  await enqueue(op, payload, { summary, accountId, idempotencyKey });
}

/** "We met" (outbox op 'meeting.markMet'); null once queued. */
export async function queueMeetingMet(ref: MeetingRef, accountId: string): Promise<string | null> {
  await queueMeetingWrite('meeting.markMet', ref, {}, `We met: ${meetingOtherName(ref.other)}`, accountId);
  return null;
}
