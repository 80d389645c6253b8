import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import { connectionRequests } from '../../db/schema/connection-requests.ts';
import { connections } from '../../db/schema/connections.ts';
import type { ServerDeps } from '../../deps.ts';
import { DomainError } from '../domain-error.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { connectionState, type ConnectionState } from './connection-state.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'bus'>;
type Person = Pick<AccountRow, 'id' | 'firstName' | 'lastName'>;

const nameOf = (person: Pick<AccountRow, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();

/** Both sides, as a scan makes them (create-connections.ts): each keeps its own note. */
async function connectBothWays(tx: Db, a: string, b: string, eventId: string, now: Date): Promise<void> {
  await tx
    .insert(connections)
    .values([
      { ownerId: a, otherId: b, connectedAt: now, eventId, createdAt: now, updatedAt: now },
      { ownerId: b, otherId: a, connectedAt: now, eventId, createdAt: now, updatedAt: now },
    ])
    .onConflictDoNothing({ target: [connections.ownerId, connections.otherId] });
}

/** Marks their open request to me answered; false when there was none. */
async function answerOpenRequest(tx: Db, requesterId: string, targetId: string, accepted: boolean, now: Date): Promise<boolean> {
  const answered = await tx
    .update(connectionRequests)
    .set({ answeredAt: now, accepted })
    .where(and(eq(connectionRequests.requesterId, requesterId), eq(connectionRequests.targetId, targetId), isNull(connectionRequests.answeredAt)))
    .returning({ id: connectionRequests.id });
  return answered.length > 0;
}

/** A notification is a courtesy: a failure is logged, never turned into a failed request. */
async function notify(deps: Deps, log: FastifyBaseLogger, accountId: string, topicName: string, title: string, body: string) {
  try {
    await createNotification(deps, { accountId, topicName, payload: { title, body } });
  } catch (error) {
    log.warn({ err: error }, 'connection request notification failed');
  }
}

/**
 * "Connect" from an attendee page. If they already asked me, this accepts: we are connected
 * both ways and they hear about it. Otherwise it asks them (once: asking again, even after a
 * decline, notifies nobody). Already connected changes nothing.
 */
export async function requestConnection(deps: Deps, log: FastifyBaseLogger, { me, them, eventId }: { me: Person; them: Person; eventId: string }): Promise<ConnectionState> {
  if (me.id === them.id) throw new DomainError('BAD_REQUEST', 'You cannot connect with yourself');
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<'accepted' | 'asked' | 'nothing'> => {
    if ((await connectionState(tx, me.id, them.id)) === 'connected') return 'nothing';
    if (await answerOpenRequest(tx, them.id, me.id, true, now)) {
      await connectBothWays(tx, me.id, them.id, eventId, now);
      return 'accepted';
    }
    const asked = await tx
      .insert(connectionRequests)
      .values({ requesterId: me.id, targetId: them.id, eventId, createdAt: now })
      .onConflictDoNothing({ target: [connectionRequests.requesterId, connectionRequests.targetId] })
      .returning({ id: connectionRequests.id });
    return asked.length > 0 ? 'asked' : 'nothing';
  });
  if (outcome === 'asked') await notify(deps, log, them.id, 'connection_request', `${nameOf(me)} wants to connect`, 'Open their page to accept or decline.');
  if (outcome === 'accepted') await notify(deps, log, them.id, 'connection_made', `${nameOf(me)} connected with you`, 'Find them, and add a note, in your connections.');
  return connectionState(deps.db, me.id, them.id);
}

/** Accepts or declines their open request to me; NOT_FOUND when there is none. */
export async function answerConnection(
  deps: Deps,
  log: FastifyBaseLogger,
  { me, them, eventId, accept }: { me: Person; them: Person; eventId: string; accept: boolean },
): Promise<ConnectionState> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await answerOpenRequest(tx, them.id, me.id, accept, now))) {
      throw new DomainError('NOT_FOUND', 'There is no request from this person to answer');
    }
    if (accept) await connectBothWays(tx, me.id, them.id, eventId, now);
  });
  if (accept) await notify(deps, log, them.id, 'connection_made', `${nameOf(me)} connected with you`, 'Find them, and add a note, in your connections.');
  return connectionState(deps.db, me.id, them.id);
}
