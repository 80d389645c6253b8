import * as z from 'zod/mini';
import { idempotencyKeySchema, type OutboxOutcome } from '#shared/contracts/outbox.ts';

// One queued write. Entries are read back from IndexedDB, possibly written by an
// older or newer build in another tab, so they go through this versioned schema.
// zod/mini, not the shared contract's classic zod: this loads with every signed-in page.

const outboxOpNames = ['checkIn.record', 'checkIn.undo', 'connection.create', 'connection.note', 'agenda.set', 'poll.vote', 'feedback.rate', 'questions.ask', 'questions.vote', 'activity.scan', 'exhibitor.bookmark', 'exhibitor.lead', 'album.add', 'bingo.fill', 'album.like', 'album.report', 'album.delete', 'exhibitor.leadEdit', 'post.read', 'meeting.request', 'meeting.accept', 'meeting.propose', 'meeting.decline', 'meeting.cancel', 'meeting.markMet', 'meeting.reschedule', 'meeting.block'] as const;
export type OutboxOpName = (typeof outboxOpNames)[number];

const outboxEntryVersion = 1;


export const outboxEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  op: z.enum(outboxOpNames),
  payload: z.unknown(),
  idempotencyKey: idempotencyKeySchema,
  accountId: z.string().check(z.minLength(1)),
  summary: z.string(),
  createdAt: z.number(),
  attempts: z.int().check(z.nonnegative()),
  nextAttemptAt: z.number(),
  lastError: z.nullable(z.object({ code: z.string(), message: z.string() })),
  // Optional: entries stored before it was added read as 0, and older builds just drop it.
  serverFailures: z.optional(z.int().check(z.nonnegative())),
  state: z.enum(['pending', 'failed']),
  version: z.literal(outboxEntryVersion),
});

export interface OutboxEntry {
  id: string;
  op: OutboxOpName;
  payload: unknown;
  idempotencyKey: string;
  /** Whose write it is: only drained while that account is signed in. */
  accountId: string;
  /** Human words for lists: "Check-in: Ada Lovelace". */
  summary: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: { code: string; message: string } | null;
  /**
   * How many times the server answered a request carrying this entry with a server error (5xx):
   * after a few the entry goes alone, and after more it is set aside so it cannot hold back the
   * queue. Network failures and "too many requests" do not count.
   */
  serverFailures?: number;
  /**
   * failed = the server refused it, or kept failing on it: kept and shown until the user retries
   * or discards it.
   */
  state: 'pending' | 'failed';
  version: typeof outboxEntryVersion;
}

// The interface is what the UI codes against; this line proves the schema reads exactly it.
const _entrySchemaMatches: z.ZodMiniType<OutboxEntry> = outboxEntrySchema;

/** How the server answered one entry. `detail` is the op's own answer (e.g. the standing check-in). */
export interface OutboxResult {
  entryId: string;
  idempotencyKey: string;
  op: OutboxOpName;
  payload: unknown;
  outcome: OutboxOutcome;
  message: string;
  detail?: unknown;
}

export interface SyncReportItem {
  entryId: string;
  op: OutboxOpName;
  summary: string;
  outcome: OutboxOutcome;
  message: string;
  at: number;
}

/** What one sync did: accepted, duplicate (with who and when, in the message) and rejected with why. */
export interface SyncReport {
  at: number;
  /** Whose sync it was: a report is shown only to that account. */
  accountId?: string;
  items: SyncReportItem[];
  /** Counts over the whole sync: a long one keeps only its last few hundred lines (rejections first). */
  totals?: Record<OutboxOutcome, number>;
}

const reportItemSchema = z.object({
  entryId: z.string(),
  op: z.enum(outboxOpNames),
  summary: z.string(),
  outcome: z.enum(['accepted', 'duplicate', 'rejected']),
  message: z.string(),
  at: z.number(),
});
const totalsSchema = z.object({ accepted: z.int(), duplicate: z.int(), rejected: z.int() });
export const syncReportsSchema = z.array(
  z.object({ at: z.number(), accountId: z.optional(z.string()), items: z.array(reportItemSchema), totals: z.optional(totalsSchema) }),
);

/** A record read back that is not a valid entry of this version. */
export type ReadEntry = { ok: true; entry: OutboxEntry } | { ok: false; newer: boolean; error: string };

export function readEntry(value: unknown): ReadEntry {
  const parsed = outboxEntrySchema.safeParse(value);
  if (parsed.success) return { ok: true, entry: parsed.data };
  // A newer build (another tab, after an update) may write version 2: not ours to judge or move.
  const version = (value as { version?: unknown } | null)?.version;
  const newer = typeof version === 'number' && version > outboxEntryVersion;
  return { ok: false, newer, error: z.prettifyError(parsed.error) };
}
