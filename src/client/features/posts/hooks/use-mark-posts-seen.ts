import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { newestPublishedAt } from '#shared/rules/unread-posts.ts';
import type { StoredPosts } from '#client/lib/event-pack/pack-types.ts';
import { savePart } from '#client/lib/event-pack/pack-store.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { queuePostsRead } from '../posts-read-outbox.ts';

/**
 * Once updates are on screen they are read: the marker moves on this device at once (the menu's
 * unread badge reads it, offline too) and goes to the server through the outbox, so a read made
 * offline is sent when the network is back and the person's other devices agree. Should the
 * outbox be unable to store it, the server is told directly (best effort).
 */
export function useMarkPostsSeen(eventId: string, stored: StoredPosts | null): void {
  const trpc = useTrpc();
  const accountId = useSessionStore((state) => (state.authenticated ? (state.account?.id ?? null) : null));
  const { mutate } = useMutation(trpc.posts.markSeen.mutationOptions());
  useEffect(() => {
    if (!stored || !accountId) return;
    const newest = newestPublishedAt(stored.posts);
    if (newest === null || (stored.seenUpTo !== null && newest <= stored.seenUpTo)) return;
    void savePart(eventId, 'posts', { ...stored, seenUpTo: newest }).catch((error: unknown) => console.warn('Could not save the unread marker', error));
    void queuePostsRead({ eventId, seenUpTo: newest, accountId }).catch(() => mutate({ eventId, seenUpTo: newest }));
  }, [eventId, stored, accountId, mutate]);
}
