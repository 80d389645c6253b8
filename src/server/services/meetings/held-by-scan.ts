import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A scan this long before a meeting's start or after its end still counts as meeting there. */
const scanSlackSeconds = 15 * 60;

/**
 * Two people who swap codes (a connection scan) at the time of their accepted meeting have met:
 * the meeting counts as held, as a "We met" would. One update by the pair and the time; nothing
 * when they have no meeting then. Returns how many meetings it marked.
 */
async function markHeldByScan(db: Db, { accountA, accountB, at }: { accountA: string; accountB: string; at: Date }): Promise<number> {
  const when = at.toISOString();
  const result = (await db.execute(sql`
    update meetings set held_at = ${when}::timestamptz, updated_at = ${when}::timestamptz
    where state = 'accepted' and held_at is null
      and ((requester_id = ${accountA} and recipient_id = ${accountB}) or (requester_id = ${accountB} and recipient_id = ${accountA}))
      and starts_at - make_interval(secs => ${scanSlackSeconds}) <= ${when}::timestamptz
      and ends_at + make_interval(secs => ${scanSlackSeconds}) >= ${when}::timestamptz
    returning id
  `)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.length;
}

interface ScanAnswer {
  idempotencyKey: string;
  outcome: 'accepted' | 'duplicate' | 'rejected';
  connection: { person: { accountId: string } } | null;
}

/**
 * After a batch of connection scans: each scan that connected the scanner with someone (now or
 * before) marks their meeting at the scan's time as held. The phone's time, as the scan was queued
 * offline at the table, but never later than the server received it.
 */
export async function markHeldByScans(
  db: Db,
  { scannerId, scans, answers, receivedAt }: { scannerId: string; scans: ReadonlyArray<{ idempotencyKey: string; scannedAt: number }>; answers: readonly ScanAnswer[]; receivedAt: Date },
): Promise<number> {
  const scannedAt = new Map(scans.map((scan) => [scan.idempotencyKey, scan.scannedAt]));
  let marked = 0;
  for (const answer of answers) {
    const other = answer.connection?.person.accountId;
    const at = scannedAt.get(answer.idempotencyKey);
    if (answer.outcome === 'rejected' || !other || at === undefined) continue;
    marked += await markHeldByScan(db, { accountA: scannerId, accountB: other, at: new Date(Math.min(at, receivedAt.getTime())) });
  }
  return marked;
}
