import type { Trpc } from '../trpc.ts';

// The `meetings` router's queries an attendee reads: their own meetings, the event's meeting
// settings (windows, place, time zone) and the times free for them and one other person.
// Meeting notifications (meeting_*) refetch `mine` while the Meetings page is open.

/** Requests received and sent, upcoming and past meetings of the viewer. */
export function myMeetingsQuery(trpc: Trpc, eventId: string) {
  return trpc.meetings.mine.queryOptions({ eventId }, { staleTime: 0 });
}

/** Whether the event offers meetings, its windows, slot length, place and time zone. */
export function meetingSettingsQuery(trpc: Trpc, eventId: string) {
  return trpc.meetings.settings.queryOptions({ eventId }, { staleTime: 60_000 });
}

/** Slots free for both the viewer and `accountId` (never the other person's agenda itself). */
export function meetingFreeSlotsQuery(trpc: Trpc, eventId: string, accountId: string) {
  return trpc.meetings.freeSlots.queryOptions({ eventId, accountId }, { staleTime: 0 });
}
