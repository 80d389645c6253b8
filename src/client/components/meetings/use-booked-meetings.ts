import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { myMeetingsQuery } from '#client/lib/queries/meetings-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { bookedMeetings } from './meeting-place.ts';

const noMeetings: Meeting[] = [];

/**
 * My accepted meetings in the event, soonest first, from `meetings.mine` (saved with the query
 * cache, so offline they are the last ones seen). Nothing is asked while the event has meetings
 * off or the viewer is not one of its attendees.
 */
export function useBookedMeetings(eventId: string): { meetings: Meeting[]; timeZone: string } {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const enabled = Boolean(event?.enableMeetings) && (event?.membership ?? null) !== null;
  const mine = useQuery({ ...myMeetingsQuery(trpc, eventId), enabled }).data;
  // The same array while the answer is the same: pages save their first screen when it changes.
  const meetings = useMemo(() => (enabled ? bookedMeetings(mine) : noMeetings), [enabled, mine]);
  return { meetings, timeZone: event?.timeZone ?? 'UTC' };
}
