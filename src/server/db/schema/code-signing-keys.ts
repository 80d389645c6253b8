import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/**
 * The Ed25519 key that signs personal codes, made once and kept here so every server instance
 * signs with the same key (CODE_SIGNING_KEY in the environment overrides it). One row per purpose.
 */
export const codeSigningKeys = pgTable('code_signing_keys', {
  purpose: text('purpose').primaryKey(),
  /** PKCS8 DER, base64. Never leaves the server. */
  privateKey: text('private_key').notNull(),
  createdAt: createdAtColumn(),
});
