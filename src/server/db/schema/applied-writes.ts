import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn } from './columns.ts';

/**
 * Each offline write's idempotency key, applied once per account. A replay answers the stored
 * result and changes nothing. result is null only inside the transaction applying it.
 */
export const appliedWrites = pgTable(
  'applied_writes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The procedure that applied it ("checkIn.record"): the same key sent to another op is refused. */
    op: text('op').notNull(),
    /** sha-256 of the payload the key was first applied with; null for keys applied before it was kept. */
    fingerprint: text('fingerprint'),
    result: jsonb('result'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ name: 'applied_writes_pk', columns: [table.accountId, table.idempotencyKey] })],
);
