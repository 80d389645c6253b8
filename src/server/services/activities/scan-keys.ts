import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appliedWrites } from '../../db/schema/applied-writes.ts';
import { claimWrites, type ClaimedWrites } from '../idempotency/apply-once.ts';

// apply-once.ts's claimWrites and recordWrites for the scans of several people in one
// transaction (record-activity-scans.ts writes the requests that arrive together on PGlite as
// one): each takes one statement whatever the number of people, and a key taken before is
// resolved by claimWrites itself (a replay, or a conflict), per person.

interface KeyedWrite {
  accountId: string;
  key: string;
  fingerprint: string;
}

/** Claims every write's key (keys distinct per person); what claimWrites answers, per person. */
export async function claimKeysOfMany(tx: Db, op: string, writes: readonly KeyedWrite[]): Promise<Map<string, ClaimedWrites>> {
  const byAccount = new Map<string, ClaimedWrites>();
  if (writes.length === 0) return byAccount;
  const claimed = await tx
    .insert(appliedWrites)
    .values(writes.map(({ accountId, key, fingerprint }) => ({ accountId, idempotencyKey: key, op, fingerprint })))
    .onConflictDoNothing()
    .returning({ accountId: appliedWrites.accountId, key: appliedWrites.idempotencyKey });
  const fresh = new Set(claimed.map((row) => `${row.accountId} ${row.key}`));
  const taken = new Map<string, Array<{ key: string; fingerprint: string }>>();
  for (const write of writes) {
    byAccount.set(write.accountId, { replays: new Map(), conflicts: new Map() });
    if (fresh.has(`${write.accountId} ${write.key}`)) continue;
    const keys = taken.get(write.accountId) ?? [];
    keys.push({ key: write.key, fingerprint: write.fingerprint });
    taken.set(write.accountId, keys);
  }
  // Rare (a replay, a key reused): the keys already there, one person at a time.
  for (const [accountId, keys] of taken) byAccount.set(accountId, await claimWrites(tx, { accountId, op, writes: keys }));
  return byAccount;
}

/** Records the results of freshly claimed keys of several people, in one statement. */
export async function recordResultsOfMany(tx: Db, results: ReadonlyArray<{ accountId: string; key: string; result: unknown }>): Promise<void> {
  if (results.length === 0) return;
  const rows = sql.join(
    results.map(({ accountId, key, result }) => sql`(${accountId}::uuid, ${key}, ${JSON.stringify(result)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${appliedWrites} set result = v.result
    from (values ${rows}) as v(account_id, key, result)
    where ${appliedWrites.accountId} = v.account_id and ${appliedWrites.idempotencyKey} = v.key`);
}
