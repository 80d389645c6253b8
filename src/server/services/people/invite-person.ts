import type { AttendeeInvite } from '#shared/contracts/people.ts';
import type { EventRow } from '../../db/schema/events.ts';
import type { ServerDeps } from '../../deps.ts';
import type { MailMessage } from '../mail.ts';
import { applyPeopleChanges } from './apply-people-changes.ts';
import { loadRoster } from './event-roster.ts';
import { buildInvitationMails } from './invitation-mails.ts';
import { planPersonChange } from './plan-people-changes.ts';

/**
 * Invites one person. A member only gets their role and ticket updated. An invitation that
 * is still open is updated and mailed again with a fresh link (the organizer pressed
 * "invite" on purpose; the old link stops working), as is an expired one.
 */
export async function invitePerson(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'env' | 'publicUrl'>,
  { event, invitedBy, invite }: { event: EventRow; invitedBy: string; invite: AttendeeInvite },
): Promise<{ mails: MailMessage[] }> {
  const now = deps.clock.now();
  const invitations = await deps.db.transaction(async (tx) => {
    const existing = (await loadRoster(tx, event.id, invite.email)).get(invite.email);
    const planned = planPersonChange(invite, existing, now);
    const change =
      existing?.kind === 'invitation' && (planned.action === 'none' || planned.action === 'updateInvitation')
        ? { action: 'renew' as const, invite, invitationId: existing.id }
        : planned;
    return applyPeopleChanges(tx, { eventId: event.id, invitedBy, now, changes: [change] });
  });
  return { mails: buildInvitationMails(deps, event, invitations) };
}
