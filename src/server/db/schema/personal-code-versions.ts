import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampColumn } from './columns.ts';

/**
 * The current version of each account's personal code. No row means version 1, never regenerated;
 * "Regenerate" raises it and every code of a lower version is revoked.
 */
export const personalCodeVersions = pgTable(
  'personal_code_versions',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    issuedAt: timestampColumn('issued_at').notNull().defaultNow(),
  },
  (table) => [
    // Door devices ask for the revocations issued since their last sync.
    index('personal_code_versions_issued_idx').on(table.issuedAt),
    check('personal_code_versions_version_check', sql`${table.version} >= 1`),
  ],
);

export type PersonalCodeVersionRow = typeof personalCodeVersions.$inferSelect;
