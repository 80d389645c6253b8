import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { eventDataChannel } from './feed-key.ts';

const reconnectDelayMs = 1000;

export interface EventDataListener {
  /** True while every announcement reaches this process (PGlite always; PostgreSQL while the LISTEN connection is up). */
  listening(): boolean;
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
    return { listening: () => true, close: unlisten };
  }
  const connectionString = database.connectionString;
  if (!connectionString) return { listening: () => false, close: async () => {} };

  let client: pg.Client | null = null;
  let closed = false;
  let reconnecting = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === eventDataChannel && message.payload) handlers.onChange(message.payload);
    });
    // A connection that fails while connecting is retried by whoever called connect().
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      log.error({ err: error }, 'Event data listener lost its connection; reconnecting');
      void next.end().catch((endError: unknown) => log.debug({ err: endError }, 'Closing the broken event data connection failed'));
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${eventDataChannel}`);
    } catch (error) {
      void next.end().catch((endError: unknown) => log.debug({ err: endError }, 'Closing a half-open event data connection failed'));
      throw error;
    }
    // Forget before counting as listening: nothing remembered may outlive the gap, when
    // announcements went unheard.
    if (reconnecting) handlers.onGap();
    client = next;
  };
  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed || client) return;
      connect().then(
        () => log.info('Event data listener reconnected'),
        (error: unknown) => {
          log.error({ err: error }, 'Event data listener could not reconnect');
          scheduleReconnect();
        },
      );
    }, reconnectDelayMs).unref();
  };
  await connect();
  reconnecting = true;
  return {
    listening: () => client !== null,
    async close() {
      closed = true;
      const open = client;
      client = null;
      await open?.end().catch((error: unknown) => log.debug({ err: error }, 'Closing the event data listener failed'));
    },
  };
}
