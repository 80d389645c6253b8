import { checkMessage, checkReason, checkSlots } from '#client/components/meetings/meeting-input.ts';
import { meetingOtherName as nameOf, queueMeetingMet, queueMeetingWrite as queueWrite, type MeetingRef } from '#client/components/meetings/queue-meeting-write.ts';

// Every meeting write goes to the outbox first (it survives a closed tab and is sent when the
// network is back; src/client/README.md, "Outbox"), with its idempotency key, so the server
// applies it once. The payload is the procedure's input and the event's time zone (not sent).
// Each returns an error to show, or null once queued. A new request is queued by
// components/meetings/queue-meeting-request.ts, as attendee pages and match cards start one too,
// and "We met" by components/meetings/queue-meeting-write.ts, as the agenda's table card has it.

export async function acceptMeeting(ref: MeetingRef, slot: number, accountId: string): Promise<string | null> {
  await queueWrite('meeting.accept', ref, { slot }, `Accept meeting: ${nameOf(ref.other)}`, accountId);
  return null;
}

async function queueTimes(op: 'meeting.propose' | 'meeting.reschedule', ref: MeetingRef, slots: number[], message: string, summary: string, accountId: string): Promise<string | null> {
  const checkedSlots = checkSlots(slots);
  if (!checkedSlots.ok) return checkedSlots.error;
  const checkedMessage = checkMessage(message);
  if (!checkedMessage.ok) return checkedMessage.error;
  await queueWrite(op, ref, { slots: checkedSlots.value, message: checkedMessage.value }, summary, accountId);
  return null;
}

/** Other times for a request waiting for my answer (meetings.propose). */
export function proposeMeetingTimes(ref: MeetingRef, slots: number[], message: string, accountId: string): Promise<string | null> {
  return queueTimes('meeting.propose', ref, slots, message, `Other times: ${nameOf(ref.other)}`, accountId);
}

/** New times for a booked meeting (meetings.reschedule): its time and table are let go, and it is the other side's to answer. */
export function rescheduleMeeting(ref: MeetingRef, slots: number[], message: string, accountId: string): Promise<string | null> {
  return queueTimes('meeting.reschedule', ref, slots, message, `Reschedule meeting: ${nameOf(ref.other)}`, accountId);
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

export const markMet = queueMeetingMet;

/**
 * No more requests from the person who sent this one (meetings.block, by their attendeeId): their
 * open requests to me are declined. The meeting rides along so the card shows it waiting.
 */
export async function blockPerson(ref: MeetingRef, attendeeId: string, accountId: string): Promise<string | null> {
  await queueWrite('meeting.block', ref, { attendeeId, blocked: true }, `Block: ${nameOf(ref.other)}`, accountId);
  return null;
}

/** The meeting a queued write is for (entries are read back from storage: checked, not trusted). */
export function queuedMeetingId(payload: unknown): string | null {
  const meetingId = (payload as { meetingId?: unknown } | null)?.meetingId;
  return typeof meetingId === 'string' ? meetingId : null;
}
