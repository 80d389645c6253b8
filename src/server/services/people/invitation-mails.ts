import { eventDateLine } from '#shared/rules/event-date-line.ts';
import type { EventRow } from '../../db/schema/events.ts';
import type { ServerDeps } from '../../deps.ts';
import { toUnixSeconds } from '../clock.ts';
import type { MailMessage } from '../mail.ts';
import { buildEventInvitationMail } from '../mail-templates/event-invitation-mail.ts';
import { eventInvitationDays, type InvitationToMail } from './apply-people-changes.ts';

/** The join link: the client's /join route takes the token and calls event.joinByToken. */
function joinUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/join?token=${encodeURIComponent(token)}`;
}

export function buildInvitationMails(
  deps: Pick<ServerDeps, 'env' | 'publicUrl'>,
  event: Pick<EventRow, 'name' | 'venue' | 'timeZone' | 'startsAt' | 'endsAt'>,
  invitations: InvitationToMail[],
): MailMessage[] {
  const dateLine = eventDateLine(toUnixSeconds(event.startsAt), toUnixSeconds(event.endsAt), { timeZone: event.timeZone });
  const publicUrl = deps.publicUrl();
  return invitations.map(({ invite, token }) =>
    buildEventInvitationMail({
      to: invite.email,
      firstName: invite.firstName,
      eventName: event.name,
      dateLine,
      venue: event.venue,
      role: invite.role,
      brand: deps.env.BRAND_NAME,
      joinUrl: joinUrl(publicUrl, token),
      validDays: eventInvitationDays,
    }),
  );
}
