import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../../db/schema/accounts.ts';
import { eventInvitations } from '../../db/schema/event-invitations.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import type { ServerDeps } from '../../deps.ts';
import { hashToken } from '../auth/opaque-token.ts';
import { DomainError } from '../domain-error.ts';
import { admitMember } from './admit-member.ts';

const invalidJoinLinkMessage = 'This join link is not valid. Ask the organizer for a new one.';
const expiredJoinLinkMessage = 'This join link has expired. Ask the organizer to send a new one.';
const usedJoinLinkMessage = {
  ACCEPTED: 'This join link was already used. Ask the organizer for a new one.',
  DECLINED: 'This invitation was declined. Ask the organizer for a new one.',
  EXPIRED: expiredJoinLinkMessage,
} as const;

/**
 * Accepts an event invitation: the signed-in account must be the one it was sent to, and
 * joins with the invited role and ticket. Opening the link again while a member is fine;
 * a used link does not bring back someone who was removed since.
 * Unpublished events accept invitations too (organizers invite before they publish).
 * Returns the event id.
 */
export async function joinByToken(deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>, account: AccountRow, token: string): Promise<string> {
  const now = deps.clock.now();
  const [found] = await deps.db
    .select({ invitation: eventInvitations, event: { id: events.id, name: events.name }, memberId: eventMembers.id })
    .from(eventInvitations)
    .innerJoin(events, eq(events.id, eventInvitations.eventId))
    .leftJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.accountId, account.id)))
    .where(eq(eventInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!found) throw new DomainError('NOT_FOUND', invalidJoinLinkMessage);
  const { invitation, event } = found;
  if (invitation.email !== account.email) {
    throw new DomainError('FORBIDDEN', `This invitation was sent to ${invitation.email}. Sign in with that email address to use it.`);
  }
  if (invitation.status === 'ACCEPTED' && found.memberId) return event.id;
  if (invitation.status !== 'PENDING') {
    throw new DomainError('PRECONDITION_FAILED', usedJoinLinkMessage[invitation.status]);
  }
  if (invitation.expiresAt <= now) {
    await deps.db.update(eventInvitations).set({ status: 'EXPIRED', updatedAt: now }).where(eq(eventInvitations.id, invitation.id));
    throw new DomainError('PRECONDITION_FAILED', expiredJoinLinkMessage);
  }
  // Membership first, then the invitation: if the second step fails, opening the link again
  // repeats both harmlessly. (No transaction: the join notification must be visible when announced.)
  await admitMember(deps, { event, accountId: account.id, role: invitation.role, ticketType: invitation.ticketType, overwrite: true });
  await deps.db
    .update(eventInvitations)
    .set({ status: 'ACCEPTED', acceptedAt: now, updatedAt: now })
    .where(eq(eventInvitations.id, invitation.id));
  return event.id;
}
