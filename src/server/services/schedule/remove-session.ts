import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programItemRemovals } from '../../db/schema/program-item-removals.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { DomainError } from '../domain-error.ts';
import { sessionNotFoundMessage } from './save-session.ts';

/** Deletes a session and leaves a tombstone, so devices holding the schedule drop it on their next sync. */
export async function removeSession(db: Db, { eventId, sessionId, now }: { eventId: string; sessionId: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(programItems)
      .where(and(eq(programItems.id, sessionId), eq(programItems.eventId, eventId)))
      .returning({ id: programItems.id });
    if (!removed) throw new DomainError('NOT_FOUND', sessionNotFoundMessage);
    await tx
      .insert(programItemRemovals)
      .values({ programItemId: removed.id, eventId, removedAt: now })
      .onConflictDoUpdate({ target: programItemRemovals.programItemId, set: { removedAt: now } });
  });
}
