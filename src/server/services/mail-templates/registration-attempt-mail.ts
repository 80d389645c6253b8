import { escapeHtml } from '../html-escape.ts';
import type { MailMessage } from '../mail.ts';

interface RegistrationAttemptMail {
  to: string;
  firstName: string;
  brand: string;
  signInUrl: string;
  resetUrl: string;
}

/**
 * Sent to the owner when someone registers with an email that already has an account: the
 * register form itself does not confirm that the account exists, the owner's mailbox does.
 */
export function buildRegistrationAttemptMail({ to, firstName, brand, signInUrl, resetUrl }: RegistrationAttemptMail): MailMessage {
  const subject = `Someone tried to register with your ${brand} email`;
  const text = [
    `Hi ${firstName},`,
    '',
    `Someone just tried to create a ${brand} account with this email address, which already has an account.`,
    '',
    `If it was you, sign in: ${signInUrl}`,
    `Forgot your password? Choose a new one: ${resetUrl}`,
    '',
    'If it was not you, ignore this email: nothing has changed.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-CA"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone just tried to create a ${escapeHtml(brand)} account with this email address, which already has an account.</p>
<p>If it was you, <a href="${escapeHtml(signInUrl)}">sign in</a>. Forgot your password? <a href="${escapeHtml(resetUrl)}">Choose a new one</a>.</p>
<p>If it was not you, ignore this email: nothing has changed.</p>
</body></html>`;
  return { to, subject, text, html };
}
