import { and, asc, eq, inArray, or } from 'drizzle-orm';
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
import { checkMayRequest } from './request-rules.ts';

const requestOp = 'meeting.request';

export interface MeetingRequest {
  accountId: string;
  idempotencyKey: string;
  recipientId: string;
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
      fingerprint: fingerprintPayload({ eventId: event.id, recipientId: request.recipientId, slots: request.slots, message: request.message }),
    },
    async (tx) => {
      // The two people's member rows, locked in one order: two requests between them at once (either
      // way round), or two of one requester's past the daily limit, are judged one after the other.
      await tx
        .select({ id: eventMembers.id })
        .from(eventMembers)
        .where(and(eq(eventMembers.eventId, event.id), inArray(eventMembers.accountId, [request.accountId, request.recipientId])))
        .orderBy(asc(eventMembers.accountId))
        .for('no key update');
      const settings = await readMeetingSettings(tx, event.id);
      await checkMayRequest(tx, { event, settings, requesterId: request.accountId, recipientId: request.recipientId, now });
      refuseUnknownSlots(event, settings, request.slots, now);
      const pair = or(
        and(eq(meetings.requesterId, request.accountId), eq(meetings.recipientId, request.recipientId)),
        and(eq(meetings.requesterId, request.recipientId), eq(meetings.recipientId, request.accountId)),
      );
      const [open] = await tx.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.eventId, event.id), eq(meetings.state, 'pending'), pair)).limit(1);
      if (open) throw new DomainError('CONFLICT', 'You already have an open meeting request with this person: answer or cancel it first');
      const [row] = await tx
        .insert(meetings)
        .values({
          eventId: event.id,
          requesterId: request.accountId,
          recipientId: request.recipientId,
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
