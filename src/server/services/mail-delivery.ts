import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mail.ts';

/**
 * Sends after the data is committed. The development outbox is a local insert, so it is
 * awaited and the links are readable at once; SMTP can take minutes for an import, so it
 * runs in the background and failures are logged (the invitations stay valid: "invite
 * again" re-sends).
 */
export async function deliverAfterCommit(mailer: Mailer, log: FastifyBaseLogger, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const delivery = messages.length === 1 && messages[0] ? mailer.send(messages[0]) : mailer.sendMany(messages);
  if (mailer.kind === 'outbox') {
    await delivery;
    return;
  }
  delivery.catch((error: unknown) => log.error({ err: error, count: messages.length }, 'Invitation mail failed'));
}
