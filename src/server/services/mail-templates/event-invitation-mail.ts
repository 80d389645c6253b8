import { escapeHtml } from '../html-escape.ts';
import type { MailMessage } from '../mail.ts';

interface EventInvitationMail {
  to: string;
  firstName: string;
  eventName: string;
  dateLine: string;
  venue: string;
  role: string;
  brand: string;
  joinUrl: string;
  validDays: number;
}

/** Names, the event and the brand come from people and configuration: escaped before they enter HTML. */
export function buildEventInvitationMail(mail: EventInvitationMail): MailMessage {
  const { to, firstName, eventName, dateLine, venue, role, brand, joinUrl, validDays } = mail;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const where = [dateLine, venue].filter(Boolean).join(', ');
  const as = role === 'attendee' ? '' : ` as ${role === 'staff' ? 'door staff' : `a ${role}`}`;
  const subject = `You're invited to ${eventName}`;
  const lines = [
    `You are invited to ${eventName}${as}${where ? ` (${where})` : ''}.`,
    `Open this link and sign in or register with ${to} to join. It works for ${validDays} days:`,
  ];
  const text = [greeting, '', lines[0], '', lines[1], '', joinUrl, '', `${brand} keeps the schedule and the people of the event on your phone, even offline.`].join('\n');
  const html = `<!doctype html>
<html lang="en-CA"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lines[0] ?? '')}</p>
<p>${escapeHtml(lines[1] ?? '')}</p>
<p><a href="${escapeHtml(joinUrl)}">Join ${escapeHtml(eventName)}</a></p>
<p>${escapeHtml(brand)} keeps the schedule and the people of the event on your phone, even offline.</p>
</body></html>`;
  return { to, subject, text, html };
}
