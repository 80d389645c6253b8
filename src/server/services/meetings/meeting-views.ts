import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Meeting } from '#shared/contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { meetings, type MeetingRow } from '../../db/schema/meetings.ts';
import { profiles } from '../../db/schema/profiles.ts';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

interface OtherPerson {
  accountId: string;
  attendeeId: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  picture: string | null;
}

/** One meeting as `viewerId`, one of its two people, sees it. */
function toMeetingView(row: MeetingRow, viewerId: string, other: OtherPerson): Meeting {
  return {
    id: row.id,
    eventId: row.eventId,
    state: row.state,
    direction: row.requesterId === viewerId ? 'sent' : 'received',
    other: { accountId: other.accountId, attendeeId: other.attendeeId, firstName: other.firstName, lastName: other.lastName, company: other.company ?? '', picture: other.picture },
    message: row.message,
    proposedSlots: row.proposedSlots,
    proposedByMe: row.proposedBy === viewerId,
    declineReason: row.declineReason,
    startsAt: seconds(row.startsAt),
    endsAt: seconds(row.endsAt),
    tableNumber: row.tableNumber,
    place: row.place,
    heldAt: seconds(row.heldAt),
    cancelledByMe: row.cancelledBy === viewerId,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The viewer's meetings in the event (or only these ids), each with the other person's name, photo and attendeeId. */
export async function loadMeetingViews(db: Db, eventId: string, viewerId: string, ids?: readonly string[]): Promise<Meeting[]> {
  const otherId = sql<string>`case when ${meetings.requesterId} = ${viewerId} then ${meetings.recipientId} else ${meetings.requesterId} end`;
  const rows = await db
    .select({
      meeting: meetings,
      other: {
        accountId: accounts.id,
        attendeeId: eventMembers.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        company: profiles.company,
        picture: sql<string | null>`coalesce(${profiles.pictureThumbnailSrc}, ${accounts.pictureSrc})`,
      },
    })
    .from(meetings)
    .innerJoin(accounts, eq(accounts.id, otherId))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(eventMembers, and(eq(eventMembers.eventId, meetings.eventId), eq(eventMembers.accountId, accounts.id)))
    .where(
      and(
        eq(meetings.eventId, eventId),
        or(eq(meetings.requesterId, viewerId), eq(meetings.recipientId, viewerId)),
        ids ? inArray(meetings.id, [...ids]) : undefined,
      ),
    );
  return rows.map((row) => toMeetingView(row.meeting, viewerId, row.other));
}

/** One meeting as the viewer sees it; throws when it is not theirs (callers checked that already). */
export async function loadMeetingView(db: Db, eventId: string, viewerId: string, meetingId: string): Promise<Meeting> {
  const [view] = await loadMeetingViews(db, eventId, viewerId, [meetingId]);
  if (!view) throw new Error(`Meeting ${meetingId} is not ${viewerId}'s`);
  return view;
}
