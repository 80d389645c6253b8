import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appliedWrites } from '../../db/schema/applied-writes.ts';
import { DomainError } from '../domain-error.ts';

// Every offline write carries an idempotency key; the server applies each key once per account
// and answers a replay with what it answered the first time. Keys are claimed by inserting them
// first, so two concurrent requests with one key cannot both apply it: the second insert waits
// for the first transaction and then finds the key taken. Each key also keeps a fingerprint of
// its payload: a "replay" that carries another payload is a different write that reused the key,
// and answering it with the first write's result would silently drop it.

export interface Write {
  accountId: string;
  op: string;
  idempotencyKey: string;
  /** fingerprintPayload() of the write's payload as parsed, without the key. */
  fingerprint: string;
}

/** Why a key cannot be replayed: it was applied for another kind of write, or another payload. */
export type KeyConflict = 'op' | 'payload';

export interface ClaimedWrites {
  /** Stored results of keys applied before with this same payload. */
  replays: Map<string, unknown>;
  /** Keys applied before for something else: refused, and nothing changes. */
  conflicts: Map<string, KeyConflict>;
}

export const keyConflictMessages: Record<KeyConflict, string> = {
  op: 'This idempotency key was already used for another kind of write',
  payload: 'This idempotency key was already used for a different write; a new write needs a new key',
};

const keyConflictError = (conflict: KeyConflict) => new DomainError('CONFLICT', keyConflictMessages[conflict]);

/**
 * Claims a batch of keys inside the caller's transaction (keys must be distinct). Every key that
 * is neither a replay nor a conflict is now this transaction's to apply and record.
 */
export async function claimWrites(
  tx: Db,
  { accountId, op, writes }: { accountId: string; op: string; writes: Array<{ key: string; fingerprint: string }> },
): Promise<ClaimedWrites> {
  const claimedWrites: ClaimedWrites = { replays: new Map(), conflicts: new Map() };
  if (writes.length === 0) return claimedWrites;
  const claimed = await tx
    .insert(appliedWrites)
    .values(writes.map(({ key, fingerprint }) => ({ accountId, idempotencyKey: key, op, fingerprint })))
    .onConflictDoNothing()
    .returning({ key: appliedWrites.idempotencyKey });
  const fresh = new Set(claimed.map((row) => row.key));
  const taken = writes.filter((write) => !fresh.has(write.key));
  if (taken.length > 0) await resolveTakenKeys(tx, accountId, op, taken, claimedWrites);
  return claimedWrites;
}

/** What keys already taken answer: their stored results (same op and payload), or why they conflict. */
async function resolveTakenKeys(
  tx: Db,
  accountId: string,
  op: string,
  taken: Array<{ key: string; fingerprint: string }>,
  claimedWrites: ClaimedWrites,
): Promise<void> {
  const stored = await tx
    .select({ key: appliedWrites.idempotencyKey, op: appliedWrites.op, fingerprint: appliedWrites.fingerprint, result: appliedWrites.result })
    .from(appliedWrites)
    .where(and(eq(appliedWrites.accountId, accountId), inArray(appliedWrites.idempotencyKey, taken.map((write) => write.key))));
  const storedByKey = new Map(stored.map((row) => [row.key, row]));
  const unknown: Array<{ key: string; fingerprint: string }> = [];
  for (const write of taken) {
    const row = storedByKey.get(write.key);
    if (!row) continue;
    if (row.op !== op) claimedWrites.conflicts.set(write.key, 'op');
    else if (row.fingerprint !== null && row.fingerprint !== write.fingerprint) claimedWrites.conflicts.set(write.key, 'payload');
    else {
      claimedWrites.replays.set(write.key, row.result);
      if (row.fingerprint === null) unknown.push(write);
    }
  }
  // Keys applied before fingerprints were kept: the first replay since names the payload.
  for (const write of unknown) {
    await tx
      .update(appliedWrites)
      .set({ fingerprint: write.fingerprint })
      .where(and(eq(appliedWrites.accountId, accountId), eq(appliedWrites.idempotencyKey, write.key), isNull(appliedWrites.fingerprint)));
  }
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
 * `replay` when the answer should reflect what is true now rather than what was true then; the
 * key reused for another write is CONFLICT.
 */
export async function applyOnce<T>(
  db: Db,
  write: Write,
  apply: (tx: Db) => Promise<T>,
  replay: (stored: T, tx: Db) => Promise<T> | T = (stored) => stored,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { replays, conflicts } = await claimWrites(tx, {
      accountId: write.accountId,
      op: write.op,
      writes: [{ key: write.idempotencyKey, fingerprint: write.fingerprint }],
    });
    const conflict = conflicts.get(write.idempotencyKey);
    if (conflict) throw keyConflictError(conflict);
    if (replays.has(write.idempotencyKey)) return replay(replays.get(write.idempotencyKey) as T, tx);
    const result = await apply(tx);
    await recordWrites(tx, write.accountId, [{ key: write.idempotencyKey, result }]);
    return result;
  });
}

/**
 * What a key this account used before answers, for writes that claim their key inside their own
 * statement (polls' votes): `replay` of the stored result, or CONFLICT when the key was used for
 * another write. Throws when the key is not there (its account removed meanwhile).
 */
export async function answerTakenKey<S, T>(db: Db, write: Write, replay: (stored: S, db: Db) => Promise<T> | T): Promise<T> {
  const taken: ClaimedWrites = { replays: new Map(), conflicts: new Map() };
  await resolveTakenKeys(db, write.accountId, write.op, [{ key: write.idempotencyKey, fingerprint: write.fingerprint }], taken);
  const conflict = taken.conflicts.get(write.idempotencyKey);
  if (conflict) throw keyConflictError(conflict);
  if (!taken.replays.has(write.idempotencyKey)) throw new Error('answerTakenKey: the key was taken, then removed');
  return replay(taken.replays.get(write.idempotencyKey) as S, db);
}
