import { EventEmitter } from 'node:events';
import { z } from 'zod';

/** What changed, not the data: every instance re-reads the row, so messages stay tiny and never stale. */
export const busMessageSchema = z.object({
  type: z.enum(['created', 'updated']),
  accountId: z.uuid(),
  notificationId: z.uuid(),
});
export type BusMessage = z.infer<typeof busMessageSchema>;

export interface NotificationBus {
  publish(message: BusMessage): Promise<void>;
  /** Many messages in one round trip (an update announced to 5,000 members). */
  publishMany(messages: readonly BusMessage[]): Promise<void>;
  /** Calls the listener for every message about this account; returns the unsubscribe function. */
  subscribe(accountId: string, listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** Fan-out to this instance's subscribers; the PostgreSQL bus feeds it from LISTEN. */
export class LocalFanOut {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open stream; hundreds of attendees on one instance is normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  deliver(message: BusMessage): void {
    this.emitter.emit(message.accountId, message);
  }

  subscribe(accountId: string, listener: (message: BusMessage) => void): () => void {
    this.emitter.on(accountId, listener);
    return () => this.emitter.off(accountId, listener);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

/** PGlite runs inside this one process, so in-process delivery is the whole story. */
export function createInProcessBus(): NotificationBus {
  const fanOut = new LocalFanOut();
  return {
    async publish(message) {
      // Asynchronous like the PostgreSQL bus, so callers never depend on synchronous delivery.
      queueMicrotask(() => fanOut.deliver(message));
    },
    async publishMany(messages) {
      queueMicrotask(() => {
        for (const message of messages) fanOut.deliver(message);
      });
    },
    subscribe: (accountId, listener) => fanOut.subscribe(accountId, listener),
    async close() {
      fanOut.clear();
    },
  };
}
