import { escapeHtml } from '../html-escape.ts';
import type { MailMessage } from '../mail.ts';

interface PasswordResetMail {
  to: string;
  firstName: string;
  brand: string;
  resetUrl: string;
}

/** Names and the brand come from users and configuration: escaped before they enter HTML. */
export function buildPasswordResetMail({ to, firstName, brand, resetUrl }: PasswordResetMail): MailMessage {
  const subject = `Reset your ${brand} password`;
  const text = [
    `Hi ${firstName},`,
    '',
    `Someone asked to reset the password of your ${brand} account. To choose a new password, open this link within one hour:`,
    '',
    resetUrl,
    '',
    'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-CA"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(brand)} account. To choose a new password, open this link within one hour:</p>
<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a></p>
<p>The link works once. If you did not ask for this, ignore this email: your password stays as it is.</p>
</body></html>`;
  return { to, subject, text, html };
}
