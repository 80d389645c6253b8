import { postFeedFor } from '#shared/rules/post-feeds.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { useEventStore } from '#client/stores/event-store.ts';

/**
 * Keeps the active event's updates current on every page, not only on Updates: the menu's
 * Updates tile counts the unread ones from the event pack, so a new update the bell has heard of
 * must reach the pack (and IndexedDB, so a reload still counts it). The live message only says
 * "the updates changed" (it goes to every member alike); the content comes from the reader's own
 * feed, updates alone. After the stream (re)connects messages may have been missed (and a reload
 * may find the saved copy behind): fetch once anyway.
 */
export function useUpdatesLive(): void {
  const event = useEventStore((state) => (state.activeAttendee !== null && state.activeEvent?.enablePosts ? state.activeEvent : null));
  const eventId = event?.id ?? null;
  const feed = event ? postFeedFor(event.membership?.role ?? null, event.viewerPermissions) : null;
  const refresh = () => {
    if (!eventId || !feed || navigator.onLine === false) return;
    // The sync code loads with the first nudge, not with every page.
    void import('#client/lib/event-pack/refresh-posts.ts')
      .then(({ refreshPosts }) => refreshPosts(eventId, feed))
      .catch((error: unknown) => console.warn('Could not refresh the updates', error));
  };
  useLiveMessages(eventId, 'posts', { onMessage: refresh, onResync: refresh });
}
