import type { Meeting } from '#shared/contracts/meetings.ts';

/**
 * Where a booked meeting is: the server's words ("Lounge, table 12", or the meeting point), which
 * already name the table; the bare table number when there are none.
 */
export function meetingPlaceText(meeting: Pick<Meeting, 'tableNumber' | 'place'>): string {
  const place = meeting.place.trim();
  if (place) return place.charAt(0).toUpperCase() + place.slice(1);
  return meeting.tableNumber !== null ? `Table ${meeting.tableNumber}` : 'Place to be agreed';
}

/** The accepted meetings of `meetings.mine`, upcoming and over, soonest first: what an agenda shows. */
export function bookedMeetings(mine: Partial<Record<'upcoming' | 'past', readonly Meeting[]>> | undefined): Meeting[] {
  const all = [...(mine?.upcoming ?? []), ...(mine?.past ?? [])];
  return all.filter((meeting) => meeting.state === 'accepted' && meeting.startsAt !== null && meeting.endsAt !== null).sort((a, b) => a.startsAt! - b.startsAt!);
}

/** The table card shows from this long before a meeting until its end. */
const atTheTableOpensSeconds = 10 * 60;

/** Booked meetings whose table card shows now (from ten minutes before until the end). */
export function meetingsAtTheTable(meetings: readonly Meeting[], nowSeconds: number): Meeting[] {
  return meetings.filter((meeting) => meeting.startsAt !== null && meeting.endsAt !== null && nowSeconds >= meeting.startsAt - atTheTableOpensSeconds && nowSeconds < meeting.endsAt);
}
