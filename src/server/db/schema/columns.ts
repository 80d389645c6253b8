import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Shared column builders, so every table stores time the same way (timestamptz)
// and every id is a server-generated UUID (gen_random_uuid is built in since PG 13).
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAtColumn = () => timestampColumn('created_at').notNull().defaultNow();
export const updatedAtColumn = () => timestampColumn('updated_at').notNull().defaultNow();
