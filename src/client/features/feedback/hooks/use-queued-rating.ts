import { useMemo } from 'react';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { readRatingPayload } from '../feedback-outbox.ts';

export interface QueuedRating {
  /** The newest queued rating of this target still waiting to be sent. */
  pending: boolean;
  /** The newest refused one, with the server's reason, until retried or discarded. */
  refused: OutboxEntry | null;
  retry(id: string): void;
  discard(id: string): void;
  blockedBy: 'offline' | 'signed-out' | null;
}

/** What the outbox still holds for my rating of the event (programId null) or of one session. */
export function useQueuedRating(eventId: string, programId: string | null): QueuedRating {
  const outbox = useOutbox({ ops: ['feedback.rate'] });
  return useMemo(() => {
    let pending = false;
    let refused: OutboxEntry | null = null;
    for (const entry of outbox.entries) {
      const payload = readRatingPayload(entry);
      if (!payload || payload.eventId !== eventId || payload.programId !== programId) continue;
      if (entry.state === 'failed') refused = entry;
      else pending = true;
    }
    return { pending, refused, retry: outbox.retry, discard: outbox.discard, blockedBy: outbox.blockedBy };
  }, [outbox, eventId, programId]);
}
