import { and, eq, isNull, lte } from 'drizzle-orm';
import type { OutboxOutcome } from '#shared/contracts/outbox.ts';
import type { Db } from '../../db/client.ts';
import { checkIns } from '../../db/schema/check-ins.ts';
import { applyOnce } from '../idempotency/apply-once.ts';

export interface UndoCheckIn {
  callerId: string;
  idempotencyKey: string;
  eventId: string;
  accountId: string;
  /** Device time of the undo: scans made before it are undone, scans made after it count again. */
  undoneAt: number;
  now: Date;
}

/**
 * Marks the person's scans made up to the undo as undone (they stay as records). "duplicate"
 * when nothing stood to undo. Applied once per key.
 */
export async function undoCheckIn(db: Db, input: UndoCheckIn): Promise<{ outcome: OutboxOutcome }> {
  return applyOnce(db, { accountId: input.callerId, op: 'checkIn.undo', idempotencyKey: input.idempotencyKey }, async (tx) => {
    const undone = await tx
      .update(checkIns)
      .set({ undoneAt: new Date(input.undoneAt), undoneBy: input.callerId, changedAt: input.now })
      .where(
        and(
          eq(checkIns.eventId, input.eventId),
          eq(checkIns.accountId, input.accountId),
          isNull(checkIns.undoneAt),
          lte(checkIns.scannedAt, new Date(input.undoneAt)),
        ),
      )
      .returning({ id: checkIns.id });
    return { outcome: undone.length > 0 ? 'accepted' : 'duplicate' };
  });
}
