import type { z } from 'zod';
import type { Meeting, myMeetingsSchema } from '#shared/contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { loadMeetingViews } from './meeting-views.ts';

type MyMeetings = z.infer<typeof myMeetingsSchema>;

/**
 * The caller's meetings in the event, as the Meetings page lists them: requests waiting for
 * their answer (received) and for the other's (sent), accepted ones not over yet (upcoming,
 * soonest first), and the rest (past: over, declined or cancelled, latest first).
 */
export async function myMeetings(db: Db, eventId: string, accountId: string, now: Date): Promise<MyMeetings> {
  const all = await loadMeetingViews(db, eventId, accountId);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const out: MyMeetings = { received: [], sent: [], upcoming: [], past: [] };
  for (const meeting of all) {
    if (meeting.state === 'pending') (meeting.proposedByMe ? out.sent : out.received).push(meeting);
    else if (meeting.state === 'accepted' && (meeting.endsAt ?? 0) > nowSeconds) out.upcoming.push(meeting);
    else out.past.push(meeting);
  }
  const byFirstSlot = (a: Meeting, b: Meeting) => (a.proposedSlots[0] ?? 0) - (b.proposedSlots[0] ?? 0);
  out.received.sort(byFirstSlot);
  out.sent.sort(byFirstSlot);
  out.upcoming.sort((a, b) => (a.startsAt ?? 0) - (b.startsAt ?? 0));
  out.past.sort((a, b) => (b.startsAt ?? b.updatedAt / 1000) - (a.startsAt ?? a.updatedAt / 1000));
  return out;
}
