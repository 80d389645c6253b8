import { and, eq, inArray } from 'drizzle-orm';
import type { EventRole } from '#shared/contracts/event.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventInvitations } from '../../db/schema/event-invitations.ts';
import { eventMemberRemovals } from '../../db/schema/event-member-removals.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import { DomainError } from '../domain-error.ts';

export const personNotFoundMessage = 'This person is not on this event’s list';

const notFound = () => new DomainError('NOT_FOUND', personNotFoundMessage);

/** personId is an attendee id (a member) or an invitation id, as people.list gives it. */
export async function changePersonRole(
  db: Db,
  { eventId, personId, role, ticketType, now }: { eventId: string; personId: string; role: EventRole; ticketType?: string | undefined; now: Date },
): Promise<void> {
  const [member] = await db
    .update(eventMembers)
    // updatedAt tells door devices to fetch this member again (check-in roster changes).
    .set({ role, ticketType, updatedAt: now })
    .where(and(eq(eventMembers.id, personId), eq(eventMembers.eventId, eventId)))
    .returning({ id: eventMembers.id });
  if (member) return;
  const [invitation] = await db
    .update(eventInvitations)
    .set({ role, ticketType, updatedAt: now })
    .where(and(eq(eventInvitations.id, personId), eq(eventInvitations.eventId, eventId)))
    .returning({ id: eventInvitations.id });
  if (!invitation) throw notFound();
}

/**
 * Revokes a membership (and the invitation that led to it, so inviting again starts fresh)
 * or an invitation (its link stops working).
 */
export async function removePerson(db: Db, { eventId, personId, now }: { eventId: string; personId: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    // Sessions this person speaks at lose them (the link cascades): stamp them, so devices syncing the schedule refetch them.
    await tx
      .update(programItems)
      .set({ updatedAt: now })
      .where(and(eq(programItems.eventId, eventId), inArray(programItems.id, tx.select({ id: programSpeakers.programItemId }).from(programSpeakers).where(eq(programSpeakers.attendeeId, personId)))));
    const [member] = await tx
      .delete(eventMembers)
      .where(and(eq(eventMembers.id, personId), eq(eventMembers.eventId, eventId)))
      .returning({ accountId: eventMembers.accountId, attendeeId: eventMembers.id });
    if (member) {
      // Door devices hold the roster offline and learn of removals from this row.
      await tx
        .insert(eventMemberRemovals)
        .values({ eventId, accountId: member.accountId, attendeeId: member.attendeeId, removedAt: now })
        .onConflictDoUpdate({ target: [eventMemberRemovals.eventId, eventMemberRemovals.accountId], set: { removedAt: now, attendeeId: member.attendeeId } });
      const [account] = await tx.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, member.accountId));
      if (account) await tx.delete(eventInvitations).where(and(eq(eventInvitations.eventId, eventId), eq(eventInvitations.email, account.email)));
      return;
    }
    const [invitation] = await tx
      .delete(eventInvitations)
      .where(and(eq(eventInvitations.id, personId), eq(eventInvitations.eventId, eventId)))
      .returning({ id: eventInvitations.id });
    if (!invitation) throw notFound();
  });
}
