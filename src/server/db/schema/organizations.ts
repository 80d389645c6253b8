import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

/** An organizer's home (/org/{handle}): it owns events, and its people run all of them. */
export const organizations = pgTable('organizations', {
  id: idColumn(),
  /** Lower-case (handleSchema lower-cases), so the unique index is case-insensitive in effect. */
  handle: text('handle').notNull().unique('organizations_handle_unique'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logoSrc: text('logo_src'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export type OrganizationRow = typeof organizations.$inferSelect;
