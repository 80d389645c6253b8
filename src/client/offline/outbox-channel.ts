import type { OutboxOpName, OutboxResult } from './outbox-entry.ts';

// Tabs tell each other that the outbox changed (so their counts refresh and the lock holder
// drains the new entry) and pass on the server's answers (so a scanner open in another tab
// updates too). BroadcastChannel where it exists; nothing otherwise (one tab is then all there is).
export type OutboxMessage = { type: 'changed' } | { type: 'results'; op: OutboxOpName; results: OutboxResult[] };

export interface OutboxChannel {
  post(message: OutboxMessage): void;
  listen(listener: (message: OutboxMessage) => void): () => void;
}

const outboxChannelName = 'hallway-outbox';

export function createBroadcastOutboxChannel(name = outboxChannelName): OutboxChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  // In Node (the bench, tests) an open channel would keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch (error) {
        // An answer that cannot be cloned only misses the other tabs; this one has it.
        console.warn('Outbox: could not tell the other tabs', error);
      }
    },
    listen(listener) {
      const onMessage = (event: MessageEvent<OutboxMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
