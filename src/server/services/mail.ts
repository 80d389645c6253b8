import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { Db } from '../db/client.ts';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' delivers for real; 'outbox' keeps mail in the database for developers and browser tests. */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}

/** SMTP when SMTP_URL is set; otherwise the development outbox (a table, echoed to the console). */
export function createMailer({ smtpUrl, from, db, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  // jsonTransport builds and checks the message exactly as SMTP would, without sending it.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    async send(message) {
      await transport.sendMail({ from, ...message });
      await db.insert(mailOutbox).values(message);
      log.info({ mail: { to: message.to, subject: message.subject } }, 'Mail kept in the development outbox');
      // Printed whole on purpose: the developer reads reset links here when no SMTP server is set up.
      if (log.level !== 'silent') console.info(`\n--- mail to ${message.to}: ${message.subject}\n${message.text}\n---\n`);
    },
  };
}
