import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { eventDataChannel } from './feed-key.ts';

const reconnectDelayMs = 1000;

export interface EventDataListener {
  close(): Promise<void>;
}

export interface EventDataHandlers {
  onChange(payload: string): void;
  /** Called after a reconnect: announcements made while the connection was down are lost. */
  onGap(): void;
}

/**
 * Hears the triggers' announcements of changed event data. PGlite delivers them inside this
 * process; PostgreSQL needs a connection of its own that stays in LISTEN, reconnected when lost.
 */
export async function listenForEventData(database: Database, log: FastifyBaseLogger, handlers: EventDataHandlers): Promise<EventDataListener> {
  if (database.listen) {
    const unlisten = await database.listen(eventDataChannel, handlers.onChange);
    return { close: unlisten };
  }
  const connectionString = database.connectionString;
  if (!connectionString) return { close: async () => {} };

  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === eventDataChannel && message.payload) handlers.onChange(message.payload);
    });
    next.on('error', (error) => {
      log.error({ err: error }, 'Event data listener lost its connection; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${eventDataChannel}`);
    client = next;
  };
  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed || client) return;
      connect().then(
        () => handlers.onGap(),
        (error: unknown) => {
          log.error({ err: error }, 'Event data listener could not reconnect');
          scheduleReconnect();
        },
      );
    }, reconnectDelayMs).unref();
  };
  await connect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
