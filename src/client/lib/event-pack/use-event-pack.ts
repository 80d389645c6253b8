import { useEffect } from 'react';
import { postFeedFor } from '#shared/rules/post-feeds.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { createPackApi } from './pack-api.ts';
import { emptyPack, initialStatus, loadPack, usePackStore, type PackStatus } from './pack-store.ts';
import type { EventPackParts } from './pack-types.ts';
import { syncEventPack, type PackSyncParts } from './sync-pack.ts';
import { warmImages } from './warm-images.ts';
import { packPartsFor } from './pack-parts-for.ts';
import { whenAppSaved } from '../when-app-saved.ts';
import { packPartPage } from '#shared/rules/first-screen-asks.ts';
import { afterNextPaint } from './pack-prefetch.ts';

// Every attendee page of an event reads the pack through this hook: the saved copy shows at
// once (offline too), and when online it is refreshed by delta on opening the event and every
// few minutes after, plus when the network comes back.
const refreshEveryMs = 5 * 60_000;
/** Moving between pages of one event within this time does not ask again. */
const minGapMs = 60_000;

const lastAttempt = new Map<string, number>();

function partsFor(eventId: string): Partial<PackSyncParts> {
  const event = useEventStore.getState().activeEvent;
  if (event?.id !== eventId) return {};
  return packPartsFor(event);
}

/** The updates feed of the viewer's group, once the event (with their role) is known. */
function postsFeedFor(eventId: string) {
  const event = useEventStore.getState().activeEvent;
  if (event?.id !== eventId) return undefined;
  return postFeedFor(event.membership?.role ?? null, event.viewerPermissions);
}

export function refreshPack(eventId: string, { force = false } = {}): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const now = Date.now();
  if (!force && now - (lastAttempt.get(eventId) ?? 0) < minGapMs) return;
  lastAttempt.set(eventId, now);
  void syncEventPack(eventId, {
    api: createPackApi(),
    parts: partsFor(eventId),
    postsFeed: postsFeedFor(eventId),
    first: typeof location === 'undefined' ? undefined : packPartPage(location.pathname)?.part,
    afterFirstPart: afterNextPaint,
  })
    // New or changed avatars are fetched once so they show offline later (sw/images.ts keeps them),
    // after the app's own files: a first visit's thousands of pictures must not hold the app's offline start back.
    .then(async (result) => {
      if (result.newPictures.length === 0) return;
      await whenAppSaved();
      await warmImages(result.newPictures);
    })
    .catch((error: unknown) => console.warn('Could not refresh the event data', error));
}

export function useEventPack(eventId: string): { pack: EventPackParts; status: PackStatus } {
  const pack = usePackStore((state) => state.packs[eventId]) ?? emptyPack;
  const status = usePackStore((state) => state.status[eventId]) ?? initialStatus;
  useEffect(() => {
    let alive = true;
    void loadPack(eventId).then(() => alive && refreshPack(eventId), (error: unknown) => console.error(error));
    const timer = setInterval(() => refreshPack(eventId, { force: true }), refreshEveryMs);
    const onOnline = () => refreshPack(eventId, { force: true });
    window.addEventListener('online', onOnline);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [eventId]);
  return { pack, status };
}
