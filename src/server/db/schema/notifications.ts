import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NotificationPayload } from '#shared/contracts/notification.ts';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    topicName: text('topic_name').notNull(),
    payload: jsonb('payload').$type<NotificationPayload>(),
    read: boolean('read').notNull().default(false),
    archive: boolean('archive').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deliveredAt: timestampColumn('delivered_at'),
  },
  (table) => [index('notifications_account_created_idx').on(table.accountId, table.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
