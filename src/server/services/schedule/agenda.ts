import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agendaItems } from '../../db/schema/agenda-items.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';

const setAgendaOp = 'agenda.set';

/** The sessions in a person's agenda for one event, by start time. */
export async function agendaProgramIds(db: Db, accountId: string, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: agendaItems.programItemId })
    .from(agendaItems)
    .innerJoin(programItems, eq(programItems.id, agendaItems.programItemId))
    .where(and(eq(agendaItems.accountId, accountId), eq(agendaItems.eventId, eventId)))
    .orderBy(asc(programItems.startsAt), asc(programItems.title), asc(programItems.id));
  return rows.map((row) => row.id);
}

export interface SetAgenda {
  accountId: string;
  idempotencyKey: string;
  eventId: string;
  programId: string;
  inAgenda: boolean;
  changedAt: number;
}

/**
 * Adds or removes one session, once per idempotency key (a toggle queued offline is replayed
 * through the outbox). Adding a session that no longer exists (removed while the device was
 * offline) changes nothing rather than failing: the outbox would otherwise stop on it. Answers
 * the whole agenda as it is now, replays included.
 */
export async function setAgenda(db: Db, write: SetAgenda): Promise<{ programIds: string[] }> {
  const current = async (tx: Db) => ({ programIds: await agendaProgramIds(tx, write.accountId, write.eventId) });
  return applyOnce(
    db,
    {
      accountId: write.accountId,
      op: setAgendaOp,
      idempotencyKey: write.idempotencyKey,
      // What the toggle does; its time only stamps when a session was added, so a replay sent
      // with another time is the same toggle.
      fingerprint: fingerprintPayload({ eventId: write.eventId, programId: write.programId, inAgenda: write.inAgenda }),
    },
    async (tx) => {
      const key = and(eq(agendaItems.accountId, write.accountId), eq(agendaItems.eventId, write.eventId), eq(agendaItems.programItemId, write.programId));
      if (!write.inAgenda) {
        await tx.delete(agendaItems).where(key);
        return current(tx);
      }
      const [session] = await tx
        .select({ id: programItems.id })
        .from(programItems)
        .where(and(eq(programItems.id, write.programId), eq(programItems.eventId, write.eventId)))
        .limit(1);
      if (session) {
        await tx
          .insert(agendaItems)
          .values({ accountId: write.accountId, eventId: write.eventId, programItemId: session.id, addedAt: new Date(write.changedAt) })
          .onConflictDoNothing();
      }
      return current(tx);
    },
    (_stored, tx) => current(tx),
  );
}
