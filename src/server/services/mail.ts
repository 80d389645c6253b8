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
  /** Many messages at once (an attendee import): one batched insert for the outbox, one by one over SMTP. */
  sendMany(messages: MailMessage[]): Promise<void>;
}

/** Outbox rows per insert: six columns each, far below PostgreSQL's 65,535 parameters. */
const outboxBatchSize = 1000;

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
      async sendMany(messages) {
        // One at a time: an SMTP relay throttles bursts, and one failure must not drop the rest.
        const failures: unknown[] = [];
        for (const message of messages) {
          await transport.sendMail({ from, ...message }).catch((error: unknown) => failures.push(error));
        }
        if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${messages.length} mails failed`);
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
    async sendMany(messages) {
      const [first] = messages;
      if (!first) return;
      // The first is built by nodemailer as a check of the shape; building ten thousand would only cost time.
      await transport.sendMail({ from, ...first });
      for (let start = 0; start < messages.length; start += outboxBatchSize) {
        await db.insert(mailOutbox).values(messages.slice(start, start + outboxBatchSize));
      }
      log.info({ mail: { count: messages.length, subject: first.subject } }, 'Mails kept in the development outbox');
      if (log.level !== 'silent') {
        console.info(`\n--- ${messages.length} mails, the first to ${first.to}: ${first.subject}\n${first.text}\n---\n`);
      }
    },
  };
}
