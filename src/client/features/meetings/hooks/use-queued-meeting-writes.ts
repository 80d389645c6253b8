import { useMemo } from 'react';
import { useOutbox } from '#client/offline/use-outbox.ts';
import type { OutboxOpName } from '#client/offline/outbox-entry.ts';
import { queuedRequestOf } from '#client/components/meetings/queue-meeting-request.ts';
import { queuedMeetingId } from '../meeting-outbox.ts';

export const meetingOps: OutboxOpName[] = ['meeting.request', 'meeting.accept', 'meeting.propose', 'meeting.decline', 'meeting.cancel', 'meeting.markMet', 'meeting.reschedule', 'meeting.block'];

export interface QueuedMeetingWrite {
  summary: string;
  state: 'pending' | 'failed';
  /** The server's refusal (a time taken meanwhile names the next free times). */
  error: string | null;
}

/** Meeting writes still in the outbox, by meeting: waiting to be sent, or refused with the reason. */
/** A new request still on this phone: its outbox entry and whom it asks, so a refused one can be asked again at another time. */
export interface QueuedMeetingRequest extends QueuedMeetingWrite {
  entryId: string;
  eventId: string | null;
  attendeeId: string | null;
}

export function useQueuedMeetingWrites(): { byMeeting: Map<string, QueuedMeetingWrite>; requests: QueuedMeetingRequest[] } {
  const { entries } = useOutbox({ ops: meetingOps });
  return useMemo(() => {
    const byMeeting = new Map<string, QueuedMeetingWrite>();
    const requests: QueuedMeetingRequest[] = [];
    for (const entry of entries) {
      const write = { summary: entry.summary, state: entry.state, error: entry.state === 'failed' ? (entry.lastError?.message ?? 'Refused by the server') : null };
      const meetingId = queuedMeetingId(entry.payload);
      // Entries come oldest first, so a later write for the same meeting wins.
      if (meetingId) byMeeting.set(meetingId, write);
      else if (entry.op === 'meeting.request') {
        const asked = queuedRequestOf(entry.payload);
        requests.push({ ...write, entryId: entry.id, eventId: asked?.eventId ?? null, attendeeId: asked?.attendeeId ?? null });
      }
    }
    return { byMeeting, requests };
  }, [entries]);
}
