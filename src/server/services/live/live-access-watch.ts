import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PgListener } from '../../db/pg-listener.ts';
import { eventDataChannel, parseDataChange } from '../event-feeds/feed-key.ts';
import { accountsWithAccess, eventIdsByAccount, organizationEventIds } from './live-access.ts';
import { createCoalescer } from './live-coalescer.ts';
import type { LiveStreams } from './live-streams.ts';

// A join or a removal moves a few people; a burst of them (doors open) costs one read per event.
const refreshIntervalMs = 200;

/**
 * Keeps the open streams' events right while they stay open: the database triggers announce
 * who may read an event ('access:<event id>': its members or the event changed;
 * 'organization:<id>': its people changed), and each announcement checks the accounts with a
 * stream here against that event. A lost LISTEN connection reads every account's events again.
 */
export async function watchLiveAccess(options: { db: Db; log: FastifyBaseLogger; listener: PgListener; streams: LiveStreams }): Promise<() => void> {
  const { db, log, listener, streams } = options;
  const refreshEvent = createCoalescer<string>(refreshIntervalMs, async (eventId) => {
    try {
      const accountIds = streams.accountIds();
      if (accountIds.length > 0) streams.setEventAccess(eventId, new Set(accountIds), await accountsWithAccess(db, eventId, accountIds));
    } catch (error) {
      log.error({ err: error, eventId }, 'Live streams could not check who may follow an event');
    }
  });
  const refreshOrganization = createCoalescer<string>(refreshIntervalMs, async (organizationId) => {
    try {
      for (const eventId of await organizationEventIds(db, organizationId)) refreshEvent.touch(eventId, eventId);
    } catch (error) {
      log.error({ err: error, organizationId }, 'Live streams could not read an organization’s events');
    }
  });
  const unlisten = await listener.listen(eventDataChannel, (payload) => {
    const change = parseDataChange(payload);
    if (change?.kind === 'access') refreshEvent.touch(change.id, change.id);
    else if (change?.kind === 'organization') refreshOrganization.touch(change.id, change.id);
  });
  const unGap = listener.onGap(() => {
    eventIdsByAccount(db, streams.accountIds()).then(
      (byAccount) => streams.setEventIdsByAccount(byAccount),
      (error: unknown) => log.error({ err: error }, 'Live streams could not read their events again after a lost connection'),
    );
  });
  return () => {
    unlisten();
    unGap();
    refreshEvent.close();
    refreshOrganization.close();
  };
}
