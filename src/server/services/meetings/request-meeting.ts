import { and, asc, eq, or } from 'drizzle-orm';
import type { Meeting } from '#shared/contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { meetings } from '../../db/schema/meetings.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { refuseUnknownSlots } from './free-slots.ts';
import { readMeetingSettings } from './meeting-settings.ts';
import { loadMeetingView } from './meeting-views.ts';
import { checkMayRequest, personNotFoundMessage } from './request-rules.ts';

const requestOp = 'meeting.request';

export interface MeetingRequest {
  accountId: string;
  idempotencyKey: string;
  /** The person asked, by their attendeeId in the event (resolved under the lock below). */
  attendeeId: string;
  slots: number[];
  message: string;
  requestedAt: number;
}

/**
 * A request to meet, once per idempotency key. The recipient and the organizer's rules decide
 * whether it may be sent (request-rules.ts); the times must be meeting slots still ahead. One open
 * request per pair: a second, either way round, is CONFLICT. Whether a time is still free is
 * judged when it is accepted, not here: the slots offered were free when the requester looked.
 */
export async function requestMeeting(db: Db, event: EventRow, request: MeetingRequest, now: Date): Promise<{ meeting: Meeting; fresh: boolean }> {
  let fresh = false;
  const current = (tx: Db, id: string) => loadMeetingView(tx, event.id, request.accountId, id);
  const meeting = await applyOnce(
    db,
    {
      accountId: request.accountId,
      op: requestOp,
      idempotencyKey: request.idempotencyKey,
      fingerprint: fingerprintPayload({ eventId: event.id, attendeeId: request.attendeeId, slots: request.slots, message: request.message }),
    },
    async (tx) => {
      // The two people's member rows, locked in one order: two requests between them at once (either
      // way round), or two of one requester's past the daily limit, are judged one after the other.
      // The recipient's row is found by its attendeeId: one not in this event is no one here.
      const members = await tx
        .select({ id: eventMembers.id, accountId: eventMembers.accountId })
        .from(eventMembers)
        .where(and(eq(eventMembers.eventId, event.id), or(eq(eventMembers.accountId, request.accountId), eq(eventMembers.id, request.attendeeId))))
        .orderBy(asc(eventMembers.accountId))
        .for('no key update');
      const recipientId = members.find((member) => member.id === request.attendeeId)?.accountId;
      if (!recipientId) throw new DomainError('NOT_FOUND', personNotFoundMessage);
      const settings = await readMeetingSettings(tx, event.id);
      await checkMayRequest(tx, { event, settings, requesterId: request.accountId, recipientId, now });
      refuseUnknownSlots(event, settings, request.slots, now);
      const pair = or(
        and(eq(meetings.requesterId, request.accountId), eq(meetings.recipientId, recipientId)),
        and(eq(meetings.requesterId, recipientId), eq(meetings.recipientId, request.accountId)),
      );
      const [open] = await tx.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.eventId, event.id), eq(meetings.state, 'pending'), pair)).limit(1);
      if (open) throw new DomainError('CONFLICT', 'You already have an open meeting request with this person: answer or cancel it first');
      const [row] = await tx
        .insert(meetings)
        .values({
          eventId: event.id,
          requesterId: request.accountId,
          recipientId,
          proposedSlots: [...request.slots].sort((a, b) => a - b),
          proposedBy: request.accountId,
          message: request.message,
          requestedAt: new Date(request.requestedAt),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: meetings.id });
      fresh = true;
      return current(tx, row!.id);
    },
    (stored, tx) => current(tx, stored.id),
  );
  return { meeting, fresh };
}
