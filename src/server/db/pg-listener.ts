import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.ts';

const reconnectDelayMs = 1000;
const channelName = /^[a-z_][a-z0-9_]*$/;

export interface PgListener {
  /**
   * Calls onPayload for every NOTIFY on the channel; resolves to the unlisten function once
   * the LISTEN is in place (or, while disconnected, at once: the reconnect listens and reports the gap).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => void>;
  /** Called after a reconnect: whatever was announced while the connection was down is lost. */
  onGap(handler: () => void): () => void;
  /** True while every announcement reaches this process. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * One connection in LISTEN for every channel this process needs, reconnected when lost. Each
 * LISTEN holds a connection of its own for the life of the server, so sharing it matters.
 */
export async function createPgListener(connectionString: string, log: FastifyBaseLogger): Promise<PgListener> {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnecting = false;

  const connect = async (): Promise<void> => {
    // Named, so an operator sees which connection in pg_stat_activity is this process's LISTEN.
    const next = new pg.Client({ connectionString, application_name: 'hallway-listen' });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // A connection that fails while connecting is retried by whoever called connect().
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      log.error({ err: error }, 'LISTEN connection lost; reconnecting');
      void next.end().catch((endError: unknown) => log.debug({ err: endError }, 'Closing the broken LISTEN connection failed'));
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch((endError: unknown) => log.debug({ err: endError }, 'Closing a half-open LISTEN connection failed'));
      throw error;
    }
    // Gap handlers run before this counts as listening: nothing remembered may outlive the gap,
    // when announcements went unheard.
    if (reconnecting) {
      for (const handler of gapHandlers) {
        try {
          handler();
        } catch (error) {
          log.error({ err: error }, 'A LISTEN gap handler failed');
        }
      }
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed || client) return;
      connect().then(
        () => log.info('LISTEN connection reconnected'),
        (error: unknown) => {
          log.error({ err: error }, 'LISTEN connection could not reconnect');
          scheduleReconnect();
        },
      );
    }, reconnectDelayMs).unref();
  };

  await connect();
  reconnecting = true;

  return {
    async listen(channel, onPayload) {
      if (!channelName.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let set = handlers.get(channel);
      const unlisten = () => {
        set?.delete(onPayload);
      };
      if (set) {
        set.add(onPayload);
        return unlisten;
      }
      handlers.set(channel, (set = new Set([onPayload])));
      // A failure here means a broken connection, which reconnects and listens on every channel.
      await client?.query(`LISTEN ${channel}`).catch((error: unknown) => log.error({ err: error, channel }, 'LISTEN failed'));
      return unlisten;
    },
    onGap(handler) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    listening: () => client !== null,
    async close() {
      closed = true;
      handlers.clear();
      gapHandlers.clear();
      const open = client;
      client = null;
      await open?.end().catch((error: unknown) => log.debug({ err: error }, 'Closing the LISTEN connection failed'));
    },
  };
}

/**
 * PGlite runs in this process: its NOTIFY reaches LISTEN here, in order, and nothing is ever
 * lost, so there is no gap to report.
 */
export function inProcessListener(database: Database, log: FastifyBaseLogger): PgListener {
  const listen = database.listen;
  if (!listen) throw new Error('This database has no in-process LISTEN');
  const unlistens = new Set<() => Promise<void>>();
  return {
    async listen(channel, onPayload) {
      const unlisten = await listen(channel, onPayload);
      unlistens.add(unlisten);
      return () => {
        if (!unlistens.delete(unlisten)) return;
        unlisten().catch((error: unknown) => log.debug({ err: error, channel }, 'UNLISTEN failed'));
      };
    },
    onGap: () => () => {},
    listening: () => true,
    async close() {
      const open = [...unlistens];
      unlistens.clear();
      await Promise.allSettled(open.map((unlisten) => unlisten()));
    },
  };
}
