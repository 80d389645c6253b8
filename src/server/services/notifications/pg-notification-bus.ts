import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PgListener } from '../../db/pg-listener.ts';
import { busMessageSchema, LocalFanOut, type NotificationBus } from './notification-bus.ts';

const channel = 'hallway_notifications';

/**
 * LISTEN/NOTIFY fan-out: every instance behind the load balancer listens on one
 * channel, so a stream open on instance A hears about a notification written on B.
 * A NOTIFY also reaches the instance that sent it, so local delivery goes the same way.
 * The LISTEN connection is the process's shared one (db/pg-listener.ts).
 */
export async function createPgNotificationBus(listener: PgListener, db: Db, log: FastifyBaseLogger): Promise<NotificationBus> {
  const fanOut = new LocalFanOut();
  const unlisten = await listener.listen(channel, (payload) => {
    const parsed = busMessageSchema.safeParse(safeJson(payload));
    if (parsed.success) fanOut.deliver(parsed.data);
    else log.warn({ payload }, 'Ignored a malformed notification bus message');
  });

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
      unlisten();
      fanOut.clear();
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
