import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter, TrpcClient } from '#client/lib/trpc.ts';
import { readClientError } from '#client/lib/client-error.ts';
import type { OutboxOp, OutboxOps } from '#client/offline/outbox-ops.ts';
import { meetingTimeText } from '#shared/rules/meeting-time-text.ts';

type MeetingInputs = inferRouterInputs<AppRouter>['meetings'];

/** A queued meeting write: the procedure's input, and the event's time zone to word a refusal in. */
type QueuedMeetingPayload<T> = T & { timeZone: string };

const offeredShown = 3;

/** "… is no longer free: … Free instead: Tue 24 Nov, 10:40; Tue 24 Nov, 11:00." */
function slotTakenText(message: string, freeSlots: readonly number[], timeZone: string): string {
  if (freeSlots.length === 0) return `${message}. No other time is free for you both.`;
  return `${message}. Free instead: ${freeSlots.slice(0, offeredShown).map((slot) => meetingTimeText(slot, timeZone)).join('; ')}.`;
}

function freeSlotsOf(error: unknown): number[] {
  const slots = (error as { data?: { freeSlots?: unknown } } | null)?.data?.freeSlots;
  return Array.isArray(slots) ? slots.filter((slot): slot is number => typeof slot === 'number') : [];
}

/**
 * One write per request (a refusal stops only that write). A time taken meanwhile (CONFLICT,
 * MEETING_SLOT_TAKEN) is an answer, not a fault: the entry is kept as refused with the reason and
 * the next free times, and the queue goes on. Any other failure is thrown for the drain to
 * classify by code. The time zone rides beside the input and is not sent.
 */
function meetingOp<K extends keyof MeetingInputs>(sendInput: (client: TrpcClient, input: MeetingInputs[K]) => Promise<unknown>, doneText: string): OutboxOp {
  return {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const { timeZone, ...input } = item.payload as QueuedMeetingPayload<Record<string, unknown>>;
      try {
        const detail = await sendInput(client, input as unknown as MeetingInputs[K]);
        return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: doneText, detail }];
      } catch (error) {
        const { reason, message } = readClientError(error);
        if (reason !== 'MEETING_SLOT_TAKEN') throw error;
        return [{ idempotencyKey: item.idempotencyKey, outcome: 'rejected', message: slotTakenText(message, freeSlotsOf(error), timeZone || 'UTC') }];
      }
    },
  };
}

type MeetingOpName = 'meeting.request' | 'meeting.accept' | 'meeting.propose' | 'meeting.reschedule' | 'meeting.decline' | 'meeting.cancel' | 'meeting.markMet' | 'meeting.block';

export const meetingOutboxOps: Pick<OutboxOps, MeetingOpName> = {
  'meeting.request': meetingOp<'request'>((client, input) => client.meetings.request.mutate(input), 'Meeting requested'),
  'meeting.accept': meetingOp<'accept'>((client, input) => client.meetings.accept.mutate(input), 'Meeting accepted'),
  'meeting.propose': meetingOp<'propose'>((client, input) => client.meetings.propose.mutate(input), 'Other times proposed'),
  'meeting.decline': meetingOp<'decline'>((client, input) => client.meetings.decline.mutate(input), 'Request declined'),
  'meeting.cancel': meetingOp<'cancel'>((client, input) => client.meetings.cancel.mutate(input), 'Meeting cancelled'),
  'meeting.markMet': meetingOp<'markMet'>((client, input) => client.meetings.markMet.mutate(input), 'Marked as met'),
  'meeting.reschedule': meetingOp<'reschedule'>((client, input) => client.meetings.reschedule.mutate(input), 'New times proposed'),
  // Blocking is the same whenever it arrives (no key needed on the server); only its own fields are sent.
  'meeting.block': meetingOp<'block'>((client, { eventId, attendeeId, blocked }) => client.meetings.block.mutate({ eventId, attendeeId, blocked }), 'Person blocked'),
};
