import { asc, eq } from 'drizzle-orm';
import type { AttendeeDetail } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { accountLinks } from '../../db/schema/account-links.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import { toUnixSeconds } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import { connectionState } from './connection-state.ts';
import { loadMembers, type MemberRow } from './load-members.ts';
import { isVisibleTo } from './profile-visibility.ts';

const attendeeNotFoundMessage = 'Attendee not found';

/** A member of the event the viewer may see; a hidden one is NOT_FOUND exactly like a missing one. */
export async function requireVisibleMember(db: Db, eventId: string, viewerAccountId: string, attendeeId: string): Promise<MemberRow> {
  const [member] = await loadMembers(db, eventId, viewerAccountId, { attendeeId });
  if (!member || !isVisibleTo(member, viewerAccountId)) throw new DomainError('NOT_FOUND', attendeeNotFoundMessage);
  return member;
}

/** An attendee's page: profile, bio, links, the sessions they speak at, and where the viewer stands with them. */
export async function attendeeDetail(db: Db, { eventId, viewerAccountId, attendeeId }: { eventId: string; viewerAccountId: string; attendeeId: string }): Promise<AttendeeDetail> {
  const member = await requireVisibleMember(db, eventId, viewerAccountId, attendeeId);
  const [bio, links, sessions, connection] = await Promise.all([
    db.select({ bio: profiles.bio }).from(profiles).where(eq(profiles.accountId, member.accountId)).limit(1),
    db
      .select({ label: accountLinks.label, url: accountLinks.url, type: accountLinks.type })
      .from(accountLinks)
      .where(eq(accountLinks.accountId, member.accountId))
      .orderBy(asc(accountLinks.position), asc(accountLinks.createdAt)),
    db
      .select({ id: programItems.id, title: programItems.title, room: programItems.room, startsAt: programItems.startsAt, endsAt: programItems.endsAt })
      .from(programSpeakers)
      .innerJoin(programItems, eq(programItems.id, programSpeakers.programItemId))
      .where(eq(programSpeakers.attendeeId, attendeeId))
      .orderBy(asc(programItems.startsAt), asc(programItems.title)),
    connectionState(db, viewerAccountId, member.accountId),
  ]);
  return {
    person: { ...member.person, bio: bio[0]?.bio ?? '', links },
    sessions: sessions.map((session) => ({ ...session, startsAt: toUnixSeconds(session.startsAt), endsAt: toUnixSeconds(session.endsAt) })),
    isMe: member.accountId === viewerAccountId,
    connection,
  };
}
