import type { AttendeeInvite } from '#shared/contracts/people.ts';
import type { RosterEntry } from './event-roster.ts';

/**
 * What saving one person does:
 * - create: a new invitation (and its mail);
 * - renew: an expired or answered invitation gets a new link (and a mail);
 * - updateInvitation / updateMember: names, role or ticket change, no mail;
 * - none: nothing differs.
 */
export type PersonChange =
  | { action: 'create'; invite: AttendeeInvite }
  | { action: 'renew'; invite: AttendeeInvite; invitationId: string }
  | { action: 'updateInvitation'; invite: AttendeeInvite; invitationId: string }
  | { action: 'updateMember'; invite: AttendeeInvite; attendeeId: string }
  | { action: 'none'; invite: AttendeeInvite };

/** The outcome names of the import preview (contracts/people.ts). */
export const outcomeOf: Record<PersonChange['action'], 'new' | 'update' | 'unchanged'> = {
  create: 'new',
  renew: 'update',
  updateInvitation: 'update',
  updateMember: 'update',
  none: 'unchanged',
};

/**
 * Compares one wanted person with what the event holds. A member keeps their own name
 * (it belongs to their account): only role and ticket are compared.
 */
export function planPersonChange(invite: AttendeeInvite, existing: RosterEntry | undefined, now: Date): PersonChange {
  if (!existing) return { action: 'create', invite };
  if (existing.kind === 'member') {
    const same = existing.role === invite.role && existing.ticketType === invite.ticketType;
    return same ? { action: 'none', invite } : { action: 'updateMember', invite, attendeeId: existing.id };
  }
  const open = existing.status === 'PENDING' && existing.expiresAt > now;
  if (!open) return { action: 'renew', invite, invitationId: existing.id };
  const same =
    existing.firstName === invite.firstName &&
    existing.lastName === invite.lastName &&
    existing.role === invite.role &&
    existing.ticketType === invite.ticketType;
  return same ? { action: 'none', invite } : { action: 'updateInvitation', invite, invitationId: existing.id };
}
