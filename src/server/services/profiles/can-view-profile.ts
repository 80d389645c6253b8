import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { connections } from '../../db/schema/connections.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import type { ProfileRow } from '../../db/schema/profiles.ts';

/** Do two accounts belong to at least one common event (any role)? */
async function shareAnEvent(db: Db, accountA: string, accountB: string): Promise<boolean> {
  const other = alias(eventMembers, 'other_member');
  const [row] = await db
    .select({ eventId: eventMembers.eventId })
    .from(eventMembers)
    .innerJoin(other, and(eq(other.eventId, eventMembers.eventId), eq(other.accountId, accountB)))
    .where(eq(eventMembers.accountId, accountA))
    .limit(1);
  return row !== undefined;
}

/** Does the owner have the viewer among their connections? */
async function isConnected(db: Db, ownerId: string, otherId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.ownerId, ownerId), eq(connections.otherId, otherId)))
    .limit(1);
  return row !== undefined;
}

/**
 * THE rule for who may see a profile (its page, and later attendee lists and matches):
 * - signed out: nobody;
 * - the owner always sees their own profile;
 * - 'nobody': the owner only;
 * - 'connections': the people the owner is connected with (the owner's side of the connection:
 *   removing someone from one's list hides the profile from them again);
 * - 'everyone': any signed-in account that shares an event with the owner ("everyone at my
 *   events"), in any role. People with no event in common cannot find each other by handle.
 */
export async function canViewProfile(
  db: Db,
  viewerAccountId: string | null,
  owner: Pick<ProfileRow, 'accountId' | 'visibility'>,
): Promise<boolean> {
  if (!viewerAccountId) return false;
  if (viewerAccountId === owner.accountId) return true;
  switch (owner.visibility) {
    case 'nobody':
      return false;
    case 'connections':
      return isConnected(db, owner.accountId, viewerAccountId);
    case 'everyone':
      return shareAnEvent(db, viewerAccountId, owner.accountId);
  }
}
