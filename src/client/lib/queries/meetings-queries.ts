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

/**
 * Slots free for both the viewer and the attendee `attendeeId` (never the other person's agenda
 * itself). Saved with the query cache, and filled for the viewer's matches by
 * meetingFreeSlotsManyQuery, so a request can be made offline from the times last seen free.
 */
export function meetingFreeSlotsQuery(trpc: Trpc, eventId: string, attendeeId: string) {
  return trpc.meetings.freeSlots.queryOptions({ eventId, attendeeId }, { staleTime: 0 });
}

/** Free slots with several people at once (up to 50): the viewer's matches, kept for offline requests. */
export function meetingFreeSlotsManyQuery(trpc: Trpc, eventId: string, attendeeIds: string[]) {
  return trpc.meetings.freeSlotsMany.queryOptions({ eventId, attendeeIds }, { staleTime: 5 * 60_000 });
}

// The organizer's side (console › Meetings, Event::Meeting::Manage): both change with every request
// and answer, so each visit asks again; the last answer shows meanwhile.

/** Requested, pending, accepted, declined, cancelled, held and no-shows. */
export function meetingCountsQuery(trpc: Trpc, eventId: string) {
  return trpc.meetings.counts.queryOptions({ eventId }, { staleTime: 0 });
}

/** Every accepted meeting by slot, with its table and its two people: the printable table plan. */
export function meetingTablePlanQuery(trpc: Trpc, eventId: string) {
  return trpc.meetings.tablePlan.queryOptions({ eventId }, { staleTime: 0 });
}
