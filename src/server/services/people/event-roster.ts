import { and, eq, type SQL } from 'drizzle-orm';
import type { EventRole } from '#shared/contracts/event.ts';
import type { InvitationStatus } from '#shared/contracts/organization.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventInvitations } from '../../db/schema/event-invitations.ts';
import { eventMembers } from '../../db/schema/event-members.ts';

export type RosterEntry =
  | { kind: 'member'; id: string; accountId: string; role: EventRole; ticketType: string }
  | {
      kind: 'invitation';
      id: string;
      firstName: string;
      lastName: string;
      role: EventRole;
      ticketType: string;
      status: InvitationStatus;
      expiresAt: Date;
    };

/**
 * Everyone the event already knows, by email: members (through their account's email) and
 * invitations. A member wins over their own accepted invitation. One email filters the
 * load down to that person (a single invite); without it the whole event loads (an import).
 */
export async function loadRoster(db: Db, eventId: string, onlyEmail?: string): Promise<Map<string, RosterEntry>> {
  const memberFilter: SQL | undefined = onlyEmail ? eq(accounts.email, onlyEmail) : undefined;
  const invitationFilter: SQL | undefined = onlyEmail ? eq(eventInvitations.email, onlyEmail) : undefined;
  const [members, invitations] = await Promise.all([
    db
      .select({ id: eventMembers.id, accountId: eventMembers.accountId, email: accounts.email, role: eventMembers.role, ticketType: eventMembers.ticketType })
      .from(eventMembers)
      .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
      .where(and(eq(eventMembers.eventId, eventId), memberFilter)),
    db
      .select()
      .from(eventInvitations)
      .where(and(eq(eventInvitations.eventId, eventId), invitationFilter)),
  ]);
  const roster = new Map<string, RosterEntry>();
  for (const row of invitations) {
    roster.set(row.email, {
      kind: 'invitation',
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      ticketType: row.ticketType,
      status: row.status,
      expiresAt: row.expiresAt,
    });
  }
  for (const { email, ...member } of members) roster.set(email, { kind: 'member', ...member });
  return roster;
}
