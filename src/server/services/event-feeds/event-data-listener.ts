import type { PgListener } from '../../db/pg-listener.ts';
import { eventDataChannel } from './feed-key.ts';

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
 * Hears the triggers' announcements of changed event data on the process's LISTEN connection
 * (db/pg-listener.ts: inside this process on PGlite; on PostgreSQL a connection reconnected
 * when lost, which reports the gap before it counts as listening again).
 */
export async function listenForEventData(listener: PgListener, handlers: EventDataHandlers): Promise<EventDataListener> {
  const unlisten = await listener.listen(eventDataChannel, (payload) => {
    if (payload) handlers.onChange(payload);
  });
  const unGap = listener.onGap(() => handlers.onGap());
  return {
    listening: () => listener.listening(),
    async close() {
      unlisten();
      unGap();
    },
  };
}
