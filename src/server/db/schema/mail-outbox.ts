import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';

/** The development outbox: every mail sent while SMTP_URL is unset lands here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);
