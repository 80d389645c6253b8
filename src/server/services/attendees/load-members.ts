import { and, asc, eq, gt, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { connections } from '../../db/schema/connections.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import type { ProfileRow } from '../../db/schema/profiles.ts';
import { profiles } from '../../db/schema/profiles.ts';

export interface MemberRow {
  person: DirectoryPerson;
  accountId: string;
  visibility: ProfileRow['visibility'] | null;
  /** The member has the viewer among their connections (what 'connections' visibility asks). */
  ownerConnectedToViewer: boolean;
}

export interface LoadMembersOptions {
  /** Only members who joined or changed after it, plus every 'connections'-only member (see below). */
  since?: Date;
  attendeeId?: string;
  attendeeIds?: string[];
  /**
   * Only members whose profile is not open to everyone and whom this viewer may still see
   * (their own entry, or a connections-only member connected with the viewer): the overlay
   * on the shared directory.
   */
  onlyRestrictedVisible?: boolean;
}

/**
 * The members of an event as the directory shows them, with what deciding their visibility
 * needs, in ONE query however many there are (5,000 is one round trip, not 5,001).
 * A null viewer is nobody in particular: no one is connected with them (the shared directory).
 *
 * With `since`, members whose visibility is 'connections' always come along: connecting or
 * disconnecting changes whether the viewer may see them without touching their rows (and a
 * removed connection leaves no row to find).
 */
export async function loadMembers(db: Db, eventId: string, viewerAccountId: string | null, options: LoadMembersOptions = {}): Promise<MemberRow[]> {
  const { since, attendeeId, attendeeIds, onlyRestrictedVisible } = options;
  if (attendeeIds && attendeeIds.length === 0) return [];
  let changed: SQL | undefined;
  if (since) {
    changed = or(
      gt(eventMembers.createdAt, since),
      gt(eventMembers.updatedAt, since),
      gt(accounts.updatedAt, since),
      gt(profiles.updatedAt, since),
      eq(profiles.visibility, 'connections'),
    );
  }
  const rows = await db
    .select({
      attendeeId: eventMembers.id,
      accountId: eventMembers.accountId,
      role: eventMembers.role,
      memberUpdatedAt: eventMembers.updatedAt,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      pictureSrc: accounts.pictureSrc,
      accountUpdatedAt: accounts.updatedAt,
      handle: profiles.handle,
      headline: profiles.headline,
      company: profiles.company,
      thumbnailSrc: profiles.pictureThumbnailSrc,
      interests: profiles.interests,
      lookingFor: profiles.lookingFor,
      offers: profiles.offers,
      visibility: profiles.visibility,
      profileUpdatedAt: profiles.updatedAt,
      connected: isNotNull(connections.id).mapWith(Boolean),
    })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .leftJoin(connections, and(eq(connections.ownerId, eventMembers.accountId), viewerAccountId ? eq(connections.otherId, viewerAccountId) : sql`false`))
    .where(
      and(
        eq(eventMembers.eventId, eventId),
        changed,
        onlyRestrictedVisible
          ? and(ne(profiles.visibility, 'everyone'), or(viewerAccountId ? eq(eventMembers.accountId, viewerAccountId) : sql`false`, isNotNull(connections.id)))
          : undefined,
        attendeeId ? eq(eventMembers.id, attendeeId) : undefined,
        attendeeIds ? inArray(eventMembers.id, attendeeIds) : undefined,
      ),
    )
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(eventMembers.id));
  return rows.map((row) => {
    // The thumbnail: thousands are cached for offline use.
    const src = row.thumbnailSrc ?? row.pictureSrc;
    return {
      accountId: row.accountId,
      visibility: row.visibility,
      ownerConnectedToViewer: row.connected,
      person: {
        attendeeId: row.attendeeId,
        handle: row.handle,
        firstName: row.firstName,
        lastName: row.lastName,
        headline: row.headline ?? '',
        company: row.company ?? '',
        picture: src ? { src } : null,
        role: row.role,
        interests: row.interests ?? [],
        lookingFor: row.lookingFor ?? [],
        offers: row.offers ?? [],
        updatedAt: Math.max(row.memberUpdatedAt.getTime(), row.accountUpdatedAt.getTime(), row.profileUpdatedAt?.getTime() ?? 0),
      },
    };
  });
}
