import { TRPCError } from '@trpc/server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appliedWrites } from '../../db/schema/applied-writes.ts';

// DESIGN.md §4: every offline write carries an idempotency key; the server applies each key
// once per account and answers a replay with what it answered the first time. Keys are claimed
// by inserting them first, so two concurrent requests with one key cannot both apply it: the
// second insert waits for the first transaction and then finds the key taken.

export interface Write {
  accountId: string;
  op: string;
  idempotencyKey: string;
}

const keyReused = () =>
  new TRPCError({ code: 'CONFLICT', message: 'This idempotency key was already used for another kind of write' });

/**
 * Claims a batch of keys inside the caller's transaction. Returns the stored results of keys
 * applied before (replays); every other key is now this transaction's to apply and record.
 */
export async function claimWrites(tx: Db, { accountId, op, keys }: { accountId: string; op: string; keys: string[] }): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const claimed = await tx
    .insert(appliedWrites)
    .values(keys.map((idempotencyKey) => ({ accountId, idempotencyKey, op })))
    .onConflictDoNothing()
    .returning({ key: appliedWrites.idempotencyKey });
  const fresh = new Set(claimed.map((row) => row.key));
  const taken = keys.filter((key) => !fresh.has(key));
  if (taken.length === 0) return new Map();
  const stored = await tx
    .select({ key: appliedWrites.idempotencyKey, op: appliedWrites.op, result: appliedWrites.result })
    .from(appliedWrites)
    .where(and(eq(appliedWrites.accountId, accountId), inArray(appliedWrites.idempotencyKey, taken)));
  if (stored.some((row) => row.op !== op)) throw keyReused();
  return new Map(stored.map((row) => [row.key, row.result]));
}

/** Records the results of freshly claimed keys, all in one statement. */
export async function recordWrites(tx: Db, accountId: string, results: Array<{ key: string; result: unknown }>): Promise<void> {
  if (results.length === 0) return;
  const rows = sql.join(
    results.map(({ key, result }) => sql`(${key}, ${JSON.stringify(result)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${appliedWrites} set result = v.result
    from (values ${rows}) as v(key, result)
    where ${appliedWrites.accountId} = ${accountId} and ${appliedWrites.idempotencyKey} = v.key`);
}

/**
 * Applies one write once, in a transaction. A replay gets the stored result, passed through
 * `replay` when the answer should reflect what is true now rather than what was true then.
 */
export async function applyOnce<T>(
  db: Db,
  write: Write,
  apply: (tx: Db) => Promise<T>,
  replay: (stored: T, tx: Db) => Promise<T> | T = (stored) => stored,
): Promise<T> {
  return db.transaction(async (tx) => {
    const stored = await claimWrites(tx, { accountId: write.accountId, op: write.op, keys: [write.idempotencyKey] });
    if (stored.has(write.idempotencyKey)) return replay(stored.get(write.idempotencyKey) as T, tx);
    const result = await apply(tx);
    await recordWrites(tx, write.accountId, [{ key: write.idempotencyKey, result }]);
    return result;
  });
}
