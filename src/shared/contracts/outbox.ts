import * as z from 'zod/mini';
import { latestUnixMillis } from '../rules/bounded-time.ts';

// Every write that can happen offline travels with an idempotency key the client
// made when the user acted; the server applies each key once and answers a replay as before.
// Written in zod/mini: the inputs the page checks before it queues a write (a question, a rating)
// hold these, and the page must not load classic zod. Classic contracts hold them as fields too.

// One message for every way a key can be wrong, a missing one included: zod's own wording
// ("Invalid input: expected string, received undefined") names no field.
const idempotencyKeyMessage = 'An idempotency key is 8–64 letters, digits, - or _';
export const idempotencyKeySchema = z
  .string({ error: idempotencyKeyMessage })
  .check(
    z.minLength(8, idempotencyKeyMessage),
    z.maxLength(64, idempotencyKeyMessage),
    z.regex(/^[A-Za-z0-9_-]+$/, idempotencyKeyMessage),
  );

/**
 * Device clock when the user acted, unix milliseconds (the server keeps it beside its own time).
 * Capped so the server can make a Date of it; no floor, since a device clock can be far behind.
 */
export const actedAtSchema = z.number().check(z.int(), z.positive(), z.maximum(latestUnixMillis));

/**
 * How the server answered one queued write of a batch. "duplicate" is not an error: the write
 * was kept, but something else already stands (another device's check-in, an existing connection).
 */
const outboxOutcomes = ['accepted', 'duplicate', 'rejected'] as const;
export const outboxOutcomeSchema = z.enum(outboxOutcomes);
export type OutboxOutcome = z.infer<typeof outboxOutcomeSchema>;
