import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { myMeetingsQuery } from '#client/lib/queries/meetings-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import type { OutboxOpName, OutboxResult } from '#client/offline/outbox-entry.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { queuedRequestOf } from './queue-meeting-request.ts';

export type MeetingWith =
  | { kind: 'queued'; state: 'pending' | 'failed'; error: string | null }
  | { kind: 'meeting'; section: 'received' | 'sent' | 'upcoming'; meeting: Meeting }
  | { kind: 'none' };

const requestOps: OutboxOpName[] = ['meeting.request'];
const openSections = ['received', 'sent', 'upcoming'] as const;

type MyMeetings = Record<'received' | 'sent' | 'upcoming' | 'past', Meeting[]>;

/** A request the server just took, put into "sent" at once, before the lists are read again. */
function withSent(mine: MyMeetings | undefined, result: OutboxResult): MyMeetings | undefined {
  const meeting = result.detail as Meeting | undefined;
  if (!mine || !meeting || typeof meeting.id !== 'string' || meeting.state !== 'pending') return mine;
  if (openSections.some((section) => mine[section].some((one) => one.id === meeting.id))) return mine;
  return { ...mine, sent: [meeting, ...mine.sent] };
}

/**
 * Where the viewer stands with one person about meetings: a request still on this phone (waiting,
 * or refused with the reason), an open request either way or an upcoming meeting (from the last
 * `meetings.mine` seen, offline too), or nothing. Off while `enabled` is false.
 */
export function useMeetingWith(eventId: string, attendeeId: string, enabled: boolean): MeetingWith {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const mine = useQuery({ ...myMeetingsQuery(trpc, eventId), enabled }).data;
  const { entries } = useOutbox({ ops: requestOps });
  useEffect(() => {
    if (!enabled) return;
    const { queryKey } = myMeetingsQuery(trpc, eventId);
    return subscribeOutboxResults('meeting.request', (results) => {
      for (const result of results) if (result.outcome !== 'rejected') queryClient.setQueryData(queryKey, (old: MyMeetings | undefined) => withSent(old, result));
      void queryClient.invalidateQueries({ queryKey });
    });
  }, [enabled, eventId, queryClient, trpc]);
  const queued = entries.findLast((entry) => {
    const request = queuedRequestOf(entry.payload);
    return request?.eventId === eventId && request.attendeeId === attendeeId;
  });
  if (queued) return { kind: 'queued', state: queued.state, error: queued.state === 'failed' ? (queued.lastError?.message ?? 'Refused by the server') : null };
  for (const section of openSections) {
    const meeting = mine?.[section].find((one) => one.other.attendeeId === attendeeId);
    if (meeting) return { kind: 'meeting', section, meeting };
  }
  return { kind: 'none' };
}
