import { z } from 'zod';
import { idSchema, multiLine, pictureSchema, singleLine } from './common.ts';
import { actedAtSchema, idempotencyKeySchema, outboxOutcomeSchema } from './outbox.ts';

// Connections (/me/scan, /me/connections): I scan another attendee's personal code, we
// are connected both ways (showing a code is consent to exchange contacts). Each side keeps a
// private note. Scans made offline are queued and sent in batches.

const connectionPersonSchema = z.object({
  accountId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  handle: z.string().nullable(),
  headline: z.string(),
  company: z.string(),
  picture: pictureSchema.nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string(), type: z.string() })),
});

export const connectionSchema = z.object({
  id: idSchema,
  person: connectionPersonSchema,
  /** Private to me; the other person never sees it. */
  note: z.string(),
  /** When the scan happened (device time), unix milliseconds. */
  connectedAt: z.number().int(),
  /** The event during which we met, when the scan was made inside one. */
  event: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

const connectionNoteSchema = multiLine(z.string().trim().max(2000));

const connectionScanSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  code: singleLine(z.string().max(200)),
  scannedAt: actedAtSchema,
  eventId: idSchema.nullable(),
});
export const createConnectionsInput = z.object({ scans: z.array(connectionScanSchema).min(1).max(50) });

/** key-reused: the idempotency key was already used for another scan; this one was not applied. */
const connectionRejections = ['forged', 'not-hallway', 'revoked', 'self', 'not-found', 'key-reused'] as const;
const connectionScanResultSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  /** "duplicate": we were already connected; the existing connection is returned. */
  outcome: outboxOutcomeSchema,
  reason: z.enum(connectionRejections).nullable(),
  connection: connectionSchema.nullable(),
});
export type ConnectionScanResult = z.infer<typeof connectionScanResultSchema>;
export const createConnectionsResult = z.object({ results: z.array(connectionScanResultSchema) });

export const listConnectionsResult = z.object({ connections: z.array(connectionSchema) });

/** Keyed by the other person, so a note written offline can follow a scan that is still queued. */
export const setConnectionNoteInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  accountId: idSchema,
  note: connectionNoteSchema,
});
export const removeConnectionInput = z.object({ accountId: idSchema });
