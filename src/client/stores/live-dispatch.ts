import type { LiveTopic } from '#shared/contracts/live.ts';
import { liveMessageSchema } from './live-message-schema.ts';

export interface LiveHandlers {
  onMessage(message: { key: string; data: unknown }): void;
  /** The stream (re)connected, or the server lost messages: refetch what the page shows. */
  onResync(): void;
}

interface Listener extends LiveHandlers {
  eventId: string;
  topic: LiveTopic;
}

// The notification stream (stores/notifications-store.ts) is the one connection; pages listen here.
const listeners = new Set<Listener>();

export function listenLive(eventId: string, topic: LiveTopic, handlers: LiveHandlers): () => void {
  const listener: Listener = { eventId, topic, onMessage: (message) => handlers.onMessage(message), onResync: () => handlers.onResync() };
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A `live` event's data as it came off the stream (a JSON string); malformed ones are dropped. */
export function dispatchLiveMessage(raw: unknown): void {
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    return;
  }
  const parsed = liveMessageSchema.safeParse(json);
  if (!parsed.success) return;
  const { eventId, topic, key, data } = parsed.data;
  for (const listener of [...listeners]) {
    if (listener.eventId === eventId && listener.topic === topic) listener.onMessage({ key, data });
  }
}

export function dispatchLiveResync(): void {
  for (const listener of [...listeners]) listener.onResync();
}
