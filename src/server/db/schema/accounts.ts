import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

export const accounts = pgTable('accounts', {
  id: idColumn(),
  /** Stored trimmed and lower-cased (the input schema does it), so the unique index is case-insensitive in effect. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  pictureSrc: text('picture_src'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export type AccountRow = typeof accounts.$inferSelect;
