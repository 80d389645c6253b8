import { and, eq } from 'drizzle-orm';
import type { Connection } from '#shared/contracts/connections.ts';
import type { Db } from '../../db/client.ts';
import { connections } from '../../db/schema/connections.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { loadConnection } from './load-connections.ts';

const connectionNotFoundMessage = 'You are not connected with this person';

const notFound = () => new DomainError('NOT_FOUND', connectionNotFoundMessage);

/** My private note on a connection; the other person never sees it. A replay changes nothing. */
export async function setConnectionNote(
  db: Db,
  { ownerId, otherId, note, idempotencyKey, now }: { ownerId: string; otherId: string; note: string; idempotencyKey: string; now: Date },
): Promise<Connection> {
  const write = { accountId: ownerId, op: 'connection.setNote', idempotencyKey, fingerprint: fingerprintPayload({ accountId: otherId, note }) };
  await applyOnce(db, write, async (tx) => {
    const [row] = await tx
      .update(connections)
      .set({ note, updatedAt: now })
      .where(and(eq(connections.ownerId, ownerId), eq(connections.otherId, otherId)))
      .returning({ id: connections.id });
    // Thrown inside the transaction: the key is not spent, so the note can follow a scan still queued.
    if (!row) throw notFound();
    return { accountId: otherId };
  });
  const connection = await loadConnection(db, ownerId, otherId);
  if (!connection) throw notFound();
  return connection;
}

/** Removes the person from my list only; their list and their note stay theirs. */
export async function removeConnection(db: Db, { ownerId, otherId }: { ownerId: string; otherId: string }): Promise<void> {
  await db.delete(connections).where(and(eq(connections.ownerId, ownerId), eq(connections.otherId, otherId)));
}
