import { useEffect, useRef } from 'react';
import type { LiveTopic } from '#shared/contracts/live.ts';
import { listenLive, type LiveHandlers } from '#client/stores/live-dispatch.ts';

/**
 * Live messages of one topic of one event, from the notification stream (no second connection).
 * onResync runs after every (re)connect of the stream: messages may have been missed, so refetch.
 * `data` is unchecked: validate it with the topic's own schema. No eventId, no listening.
 */
export function useLiveMessages(eventId: string | null | undefined, topic: LiveTopic, handlers: LiveHandlers): void {
  // The latest handlers, without listening again on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!eventId) return;
    return listenLive(eventId, topic, {
      onMessage: (message) => latest.current.onMessage(message),
      onResync: () => latest.current.onResync(),
    });
  }, [eventId, topic]);
}
