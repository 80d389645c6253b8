import type { Meeting } from '#shared/contracts/meetings.ts';
import { enqueue, newIdempotencyKey } from '#client/offline/outbox.ts';
import { checkMessage, checkReason, checkSlots } from '#client/components/meetings/meeting-input.ts';

// Every meeting write goes to the outbox first (it survives a closed tab and is sent when the
// network is back; src/client/README.md, "Outbox"), with its idempotency key, so the server
// applies it once. The payload is the procedure's input and the event's time zone (not sent).
// Each returns an error to show, or null once queued. A new request is queued by
// components/meetings/queue-meeting-request.ts, as attendee pages and match cards start one too.

type Other = Pick<Meeting['other'], 'firstName' | 'lastName'>;
interface MeetingRef {
  eventId: string;
  meetingId: string;
  other: Other;
  timeZone: string;
}

const nameOf = (other: Other) => `${other.firstName} ${other.lastName}`.trim();

async function queueWrite(op: Parameters<typeof enqueue>[0], ref: MeetingRef, fields: Record<string, unknown>, summary: string, accountId: string) {
  const idempotencyKey = newIdempotencyKey();
  const payload = { idempotencyKey, eventId: ref.eventId, meetingId: ref.meetingId, actedAt: Date.now(), ...fields, timeZone: ref.timeZone };
  await enqueue(op, payload, { summary, accountId, idempotencyKey });
}

export async function acceptMeeting(ref: MeetingRef, slot: number, accountId: string): Promise<string | null> {
  await queueWrite('meeting.accept', ref, { slot }, `Accept meeting: ${nameOf(ref.other)}`, accountId);
  return null;
}

export async function proposeMeetingTimes(ref: MeetingRef, slots: number[], message: string, accountId: string): Promise<string | null> {
  const checkedSlots = checkSlots(slots);
  if (!checkedSlots.ok) return checkedSlots.error;
  const checkedMessage = checkMessage(message);
  if (!checkedMessage.ok) return checkedMessage.error;
  await queueWrite('meeting.propose', ref, { slots: checkedSlots.value, message: checkedMessage.value }, `Other times: ${nameOf(ref.other)}`, accountId);
  return null;
}

export async function declineMeeting(ref: MeetingRef, reason: string, accountId: string): Promise<string | null> {
  const checked = checkReason(reason);
  if (!checked.ok) return checked.error;
  await queueWrite('meeting.decline', ref, { reason: checked.value }, `Decline meeting: ${nameOf(ref.other)}`, accountId);
  return null;
}

export async function cancelMeeting(ref: MeetingRef, reason: string, accountId: string): Promise<string | null> {
  const checked = checkReason(reason);
  if (!checked.ok) return checked.error;
  await queueWrite('meeting.cancel', ref, { reason: checked.value }, `Cancel meeting: ${nameOf(ref.other)}`, accountId);
  return null;
}

export async function markMet(ref: MeetingRef, accountId: string): Promise<string | null> {
  await queueWrite('meeting.markMet', ref, {}, `We met: ${nameOf(ref.other)}`, accountId);
  return null;
}

/** The meeting a queued write is for (entries are read back from storage: checked, not trusted). */
export function queuedMeetingId(payload: unknown): string | null {
  const meetingId = (payload as { meetingId?: unknown } | null)?.meetingId;
  return typeof meetingId === 'string' ? meetingId : null;
}
