import { escapeHtml } from '../html-escape.ts';
import type { MailMessage } from '../mail.ts';

interface OrganizationInvitationMail {
  to: string;
  inviterName: string;
  organizationName: string;
  role: string;
  brand: string;
  invitationUrl: string;
  validDays: number;
}

/** Names and the brand come from people and configuration: escaped before they enter HTML. */
export function buildOrganizationInvitationMail(mail: OrganizationInvitationMail): MailMessage {
  const { to, inviterName, organizationName, role, brand, invitationUrl, validDays } = mail;
  const subject = `Join ${organizationName} on ${brand}`;
  const intro = `${inviterName} invited you to join ${organizationName} on ${brand} as an ${role}.`;
  const action = `Open this link and sign in or register with ${to} to accept or decline. It works for ${validDays} days:`;
  const text = [intro, '', action, '', invitationUrl, '', 'If you did not expect this, ignore this email.'].join('\n');
  const html = `<!doctype html>
<html lang="en-CA"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(invitationUrl)}">Open the invitation</a></p>
<p>If you did not expect this, ignore this email.</p>
</body></html>`;
  return { to, subject, text, html };
}
