import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn } from './columns.ts';

/** Opaque session tokens: only their sha-256 is stored, so a database leak reveals no usable token. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: idColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestampColumn('last_used_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
  },
  (table) => [index('account_tokens_account_idx').on(table.accountId)],
);
