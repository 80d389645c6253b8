import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { newestPublishedAt } from '#shared/rules/unread-posts.ts';
import type { StoredPosts } from '#client/lib/event-pack/pack-types.ts';
import { savePart } from '#client/lib/event-pack/pack-store.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/**
 * Once updates are on screen they are read: the marker moves on this device at once (offline
 * too) and on the server, so the person's other devices agree. Telling the server may fail
 * offline; the next visit online tells it again.
 */
export function useMarkPostsSeen(eventId: string, stored: StoredPosts | null): void {
  const trpc = useTrpc();
  const { mutate } = useMutation(trpc.posts.markSeen.mutationOptions());
  useEffect(() => {
    if (!stored) return;
    const newest = newestPublishedAt(stored.posts);
    if (newest === null || (stored.seenUpTo !== null && newest <= stored.seenUpTo)) return;
    void savePart(eventId, 'posts', { ...stored, seenUpTo: newest }).catch((error: unknown) => console.warn('Could not save the unread marker', error));
    mutate({ eventId, seenUpTo: newest });
  }, [eventId, stored, mutate]);
}
