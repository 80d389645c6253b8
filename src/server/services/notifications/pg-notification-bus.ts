import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { busMessageSchema, LocalFanOut, type NotificationBus } from './notification-bus.ts';

const channel = 'hallway_notifications';
const reconnectDelayMs = 1000;

/**
 * LISTEN/NOTIFY fan-out: every instance behind the load balancer listens on one
 * channel, so a stream open on instance A hears about a notification written on B.
 * A NOTIFY also reaches the instance that sent it, so local delivery goes the same way.
 */
export async function createPgNotificationBus(connectionString: string, db: Db, log: FastifyBaseLogger): Promise<NotificationBus> {
  const fanOut = new LocalFanOut();
  let client: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      const parsed = busMessageSchema.safeParse(safeJson(message.payload));
      if (parsed.success) fanOut.deliver(parsed.data);
      else log.warn({ payload: message.payload }, 'Ignored a malformed notification bus message');
    });
    next.on('error', (error) => {
      log.error({ err: error }, 'Notification bus connection failed; reconnecting');
      // The connection is already broken, so ending it may fail too; worth a trace, not an alarm.
      void next.end().catch((endError: unknown) => log.debug({ err: endError }, 'Notification bus: ending the failed connection failed'));
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed || client) return;
      connect().catch((error: unknown) => {
        log.error({ err: error }, 'Notification bus could not reconnect');
        scheduleReconnect();
      });
    }, reconnectDelayMs).unref();
  };

  await connect();

  return {
    async publish(message) {
      await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(message)})`);
    },
    async publishMany(messages) {
      if (messages.length === 0) return;
      // One statement, one NOTIFY per message (each stays far below the 8,000-byte payload limit).
      const payloads = JSON.stringify(messages.map((message) => JSON.stringify(message)));
      await db.execute(sql`select pg_notify(${channel}, payload) from json_array_elements_text(${payloads}::json) as payload`);
    },
    subscribe: (accountId, listener) => fanOut.subscribe(accountId, listener),
    async close() {
      closed = true;
      fanOut.clear();
      await client?.end().catch((error: unknown) => log.debug({ err: error }, 'Notification bus: closing the connection failed'));
      client = null;
    },
  };
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
}
