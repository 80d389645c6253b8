import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.ts';

const reconnectDelayMs = 1000;
const channelName = /^[a-z_][a-z0-9_]*$/;
/** A caller waits this long for a barrier, then reads the rows instead. */
const barrierWaitMs = 500;
/** A barrier unanswered this long means a connection that died without telling: it is dropped and reconnected. */
const barrierLostMs = 10_000;
/** A deadline timer firing this much late says the event loop was busy, not that the connection died. */
const busyLoopMs = 1000;

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
  /**
   * Resolves true once every notice committed before the call has been handed to its handlers;
   * false when the connection is down or slow to answer (then read the rows instead). On
   * PostgreSQL it NOTIFYs this process's own channel and waits for that notice to come back:
   * notices arrive in commit order, so every earlier one has arrived before it. Calls made while
   * one is on its way share the next one.
   */
  barrier(): Promise<boolean>;
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
  // The current connection's way out, for a connection found dead by a barrier left unanswered.
  let dropCurrent: ((error: Error) => void) | null = null;
  // This process's own channel for barriers: no other instance hears them.
  const barrierChannel = `hallway_barrier_${randomBytes(8).toString('hex')}`;
  const barrierWaiters = new Map<string, (answered: boolean) => void>();
  const barrierDeadlines = new Map<string, NodeJS.Timeout>();
  const failBarriers = () => {
    for (const settle of [...barrierWaiters.values()]) settle(false);
    for (const deadline of barrierDeadlines.values()) clearTimeout(deadline);
    barrierDeadlines.clear();
  };
  handlers.set(
    barrierChannel,
    new Set([
      (payload: string) => {
        clearTimeout(barrierDeadlines.get(payload));
        barrierDeadlines.delete(payload);
        barrierWaiters.get(payload)?.(true);
      },
    ]),
  );

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
      dropCurrent = null;
      failBarriers();
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
    dropCurrent = lost;
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

  let barrierSequence = 0;
  const runBarrier = (): Promise<boolean> => {
    const current = client;
    if (!current) return Promise.resolve(false);
    const id = String(++barrierSequence);
    // Unanswered for long: the connection died without telling, and nothing reaches this process.
    const armDeadline = () => {
      const armedAt = Date.now();
      const dead = setTimeout(() => {
        // A timer that fires late means this process's event loop was busy (a fan-out to thousands
        // of streams, say): the answer may sit unread in the socket. Give I/O a turn first, and
        // judge the connection only by a timer that fired on time; a late one waits again.
        const lateBy = Date.now() - armedAt - barrierLostMs;
        setImmediate(() => {
          if (!barrierDeadlines.has(id)) return;
          if (lateBy > busyLoopMs) return armDeadline();
          barrierDeadlines.delete(id);
          if (client === current) dropCurrent?.(new Error(`No answer to a LISTEN barrier in ${barrierLostMs} ms`));
        });
      }, barrierLostMs);
      dead.unref();
      barrierDeadlines.set(id, dead);
    };
    armDeadline();
    return new Promise((resolve) => {
      const late = setTimeout(() => settle(false), barrierWaitMs);
      const settle = (answered: boolean) => {
        barrierWaiters.delete(id);
        clearTimeout(late);
        resolve(answered);
      };
      barrierWaiters.set(id, settle);
      current.query(`NOTIFY ${barrierChannel}, '${id}'`).catch((error: unknown) => {
        log.debug({ err: error }, 'A LISTEN barrier could not be sent');
        clearTimeout(barrierDeadlines.get(id));
        barrierDeadlines.delete(id);
        settle(false);
      });
    });
  };
  let barrierOnItsWay: Promise<boolean> | null = null;
  let nextBarrier: Promise<boolean> | null = null;
  const barrier = (): Promise<boolean> => {
    if (!barrierOnItsWay) {
      const running = runBarrier();
      barrierOnItsWay = running;
      void running.then(() => {
        if (barrierOnItsWay === running) barrierOnItsWay = null;
      });
      return running;
    }
    // The one on its way may have been sent before this caller's request arrived: wait for the next.
    nextBarrier ??= barrierOnItsWay.then(() => {
      nextBarrier = null;
      return barrier();
    });
    return nextBarrier;
  };

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
    barrier,
    async close() {
      closed = true;
      failBarriers();
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
    // The database announces a change before the writing call returns: nothing is ever on its way.
    barrier: async () => true,
    async close() {
      const open = [...unlistens];
      unlistens.clear();
      await Promise.allSettled(open.map((unlisten) => unlisten()));
    },
  };
}
