import { and, eq, isNull, lte } from 'drizzle-orm';
import type { OutboxOutcome } from '#shared/contracts/outbox.ts';
import type { Db } from '../../db/client.ts';
import { checkIns } from '../../db/schema/check-ins.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';

const undoOp = 'checkIn.undo';

export interface UndoCheckIn {
  callerId: string;
  idempotencyKey: string;
  eventId: string;
  accountId: string;
  /** Device time of the undo, kept as sent for the record. */
  undoneAt: number;
  now: Date;
}

/**
 * Marks the person's scans received so far as undone (they stay as records); scans received
 * after it count again. Ordered by the server's clock, not the devices': an undo stamped years
 * ahead must not swallow every later real scan, and a door phone set a year ahead must not make
 * the organizer's undo miss its scan. "duplicate" when nothing stood to undo. Applied once per key.
 */
export async function undoCheckIn(db: Db, input: UndoCheckIn): Promise<{ outcome: OutboxOutcome }> {
  const { callerId, idempotencyKey, now, ...payload } = input;
  const write = { accountId: callerId, op: undoOp, idempotencyKey, fingerprint: fingerprintPayload(payload) };
  return applyOnce(db, write, async (tx) => {
    const undone = await tx
      .update(checkIns)
      .set({ undoneAt: new Date(input.undoneAt), undoReceivedAt: now, undoneBy: callerId, changedAt: now })
      .where(
        and(
          eq(checkIns.eventId, input.eventId),
          eq(checkIns.accountId, input.accountId),
          isNull(checkIns.undoneAt),
          lte(checkIns.receivedAt, now),
        ),
      )
      .returning({ id: checkIns.id });
    return { outcome: undone.length > 0 ? 'accepted' : 'duplicate' };
  });
}
